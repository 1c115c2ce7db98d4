/**
 * The messages the product shows as button labels, found in the source (issue 39: the Turkish
 * app-download bar said "Açık", "is open", where the verb "Aç" was meant), for the translation
 * gate's button test (src/i18n/catalogs.test.ts), which checks each one's translations against the
 * forms locales/glossary.json records.
 *
 * A button is a `<button>`, our `Button`, `ButtonLink` and `IconButton`, an element with
 * `role="button"`, or one whose class is the button look (`btn(...)`, `"btn ..."`). Not buttons,
 * though some are `<button>` elements: choices in a group (`role="radio"`, `tab`, `option`,
 * `switch`, `checkbox`, `menuitemradio`: a segmented control's options, tabs), which name what is
 * chosen. A button's messages are the `<Trans>` and `` t`…` ``/`` msg`…` `` macros anywhere inside
 * the element (its text, `aria-label`, `title`, `label`; not its event handlers, whose messages
 * show after the press), and those of a constant of the same file it names; plus the props that
 * our components render on a button (BUTTON_LABEL_PROPS).
 *
 * The message ids are rebuilt the way the Lingui macros write them (`${name}` → `{name}`, any other
 * expression → `{0}`, `{1}`…; elements inside `<Trans>` → `<0>…</0>`); the test checks that each one
 * is a message of the catalogs, so a rebuild that goes wrong fails loudly rather than skipping one.
 */
import ts from 'typescript';

/** Props that our components put on a button (src/ui/content/PromoCard.tsx: its close and pager buttons). */
const BUTTON_LABEL_PROPS = new Set(['closeLabel', 'previousLabel', 'nextLabel']);
const BUTTON_TAGS = new Set(['button', 'Button', 'ButtonLink', 'IconButton']);
/** Roles of a choice in a group: what is chosen, not an action. */
const CHOICE_ROLES = new Set(['radio', 'tab', 'option', 'switch', 'checkbox', 'menuitemradio', 'menuitemcheckbox']);
/** Folders whose strings are not translated (the demo's developer panel) or not product code. */
const SKIPPED = [/^src\/app\/demo\//, /^src\/mocks\//, /^src\/test\//, /\.test\.tsx?$/];

export interface ButtonMessage {
  /** The message id (its English source). */
  id: string;
  /** Its msgctxt, where the same English has another meaning elsewhere (a noun, a status). */
  context?: string;
  /** The key of its entry in locales/glossary.json's `buttons`: the id, then ` [context]` if any. */
  key: string;
  /** Where it is a button's label (`path`). */
  files: string[];
}

/** A source file: its path from the repository's root (`src/...`) and its text. */
export interface SourceFile {
  file: string;
  text: string;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `t`/`msg` template → message id. */
function templateId(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  let index = 0;
  let id = template.head.text;
  for (const span of template.templateSpans) {
    id += ts.isIdentifier(span.expression) ? `{${span.expression.text}}` : `{${index++}}`;
    id += span.literal.text;
  }
  return id;
}

/** JSX text the way JSX (and so Lingui) reads it: lines trimmed, blank ones dropped, joined by a space. */
function jsxText(text: string): string {
  const lines = text.split(/\r?\n/);
  if (lines.length === 1) return text;
  return lines
    .map((line, i) => (i === 0 ? line.trimEnd() : i === lines.length - 1 ? line.trimStart() : line.trim()))
    .filter((line) => line !== '')
    .join(' ');
}

/** `<Trans>…</Trans>` children → message id. */
function transId(children: readonly ts.JsxChild[]): string {
  let element = 0;
  let argument = 0;
  const walk = (nodes: readonly ts.JsxChild[]): string =>
    nodes
      .map((node) => {
        if (ts.isJsxText(node)) return jsxText(node.text);
        if (ts.isJsxExpression(node)) {
          const expression = node.expression;
          if (!expression) return '';
          if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
          if (ts.isIdentifier(expression)) return `{${expression.text}}`;
          return `{${argument++}}`;
        }
        if (ts.isJsxSelfClosingElement(node)) return `<${element++}/>`;
        if (ts.isJsxElement(node)) {
          const n = element++;
          return `<${n}>${walk(node.children)}</${n}>`;
        }
        return '';
      })
      .join('');
  return squash(walk(children));
}

const tagName = (node: ts.JsxOpeningLikeElement) => node.tagName.getText();

function attribute(node: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return node.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name);
}

function stringAttribute(node: ts.JsxOpeningLikeElement, name: string): string | undefined {
  const init = attribute(node, name)?.initializer;
  if (!init) return undefined;
  if (ts.isStringLiteral(init)) return init.text;
  if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)) return init.expression.text;
  return undefined;
}

function isButton(node: ts.JsxOpeningLikeElement): boolean {
  const role = stringAttribute(node, 'role');
  if (role !== undefined && CHOICE_ROLES.has(role)) return false;
  if (BUTTON_TAGS.has(tagName(node)) || role === 'button') return true;
  const className = attribute(node, 'className')?.initializer;
  if (!className) return false;
  const text = className.getText();
  return /\bbtn\(/.test(text) || /["'`]btn\b/.test(text);
}

interface Found {
  id: string;
  context?: string;
}

/** `t({ message: '…', context: '…' })`'s two strings. */
function descriptor(argument: ts.Expression | undefined): Found | null {
  if (!argument || !ts.isObjectLiteralExpression(argument)) return null;
  const text = (name: string) => {
    const property = argument.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name);
    const value = property?.initializer;
    return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : undefined;
  };
  const id = text('message');
  if (id === undefined) return null;
  const context = text('context');
  return context === undefined ? { id } : { id, context };
}

/** The messages of macros inside `node`, following identifiers to constants of the same file once. */
function messagesIn(node: ts.Node, constants: ReadonlyMap<string, ts.Expression>, seen = new Set<string>()): Found[] {
  const out: Found[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isTaggedTemplateExpression(n) && ts.isIdentifier(n.tag) && (n.tag.text === 't' || n.tag.text === 'msg')) {
      out.push({ id: templateId(n.template) });
      return;
    }
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && (n.expression.text === 't' || n.expression.text === 'msg')) {
      const found = descriptor(n.arguments[0]);
      if (found) {
        out.push(found);
        return;
      }
    }
    if (ts.isJsxElement(n) && tagName(n.openingElement) === 'Trans') {
      const context = stringAttribute(n.openingElement, 'context');
      out.push({ id: transId(n.children), ...(context === undefined ? {} : { context }) });
      return;
    }
    // An event handler's messages are what it shows after the press (a toast), not the label.
    if (ts.isJsxAttribute(n) && /^on[A-Z]/.test(n.name.getText())) return;
    // `text.button` where `const text = texts[notice]` and `texts` is an object literal: only the
    // `button` properties of it (not the dialog's other texts beside them).
    if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && constants.has(n.expression.text)) {
      let value = constants.get(n.expression.text)!;
      if (ts.isElementAccessExpression(value) && ts.isIdentifier(value.expression) && constants.has(value.expression.text)) value = constants.get(value.expression.text)!;
      if (ts.isObjectLiteralExpression(value)) {
        const name = n.name.text;
        const properties = (m: ts.Node) => {
          if (ts.isPropertyAssignment(m) && m.name.getText() === name) out.push(...messagesIn(m.initializer, constants, seen));
          else ts.forEachChild(m, properties);
        };
        properties(value);
        return;
      }
    }
    if (ts.isIdentifier(n) && constants.has(n.text) && !seen.has(n.text)) {
      seen.add(n.text);
      const value = constants.get(n.text)!;
      if (!ts.isArrowFunction(value) && !ts.isFunctionExpression(value)) out.push(...messagesIn(value, constants, seen));
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

/** A message's key in locales/glossary.json's `buttons`: its English, then ` [context]` if it has one. */
export function glossaryKey({ id, context }: { id: string; context?: string | undefined }): string {
  return context === undefined ? id : `${id} [${context}]`;
}

/** Every button message of the product's `.tsx` files, with the files it labels a button in. */
export function buttonMessages(files: readonly SourceFile[]): ButtonMessage[] {
  const found = new Map<string, { message: Found; files: Set<string> }>();
  const add = (message: Found, file: string) => {
    const key = glossaryKey(message);
    if (!found.has(key)) found.set(key, { message, files: new Set() });
    found.get(key)!.files.add(file);
  };
  for (const { file, text } of files) {
    if (!file.endsWith('.tsx') || SKIPPED.some((pattern) => pattern.test(file))) continue;
    if (!/\bt`|\bmsg`|\bt\(\{|<Trans\b/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    // Constants a button may name (`const label = t\`Open\``), wherever they are declared.
    const constants = new Map<string, ts.Expression>();
    const collect = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) constants.set(n.name.text, n.initializer);
      ts.forEachChild(n, collect);
    };
    collect(source);
    const visit = (n: ts.Node) => {
      if (ts.isJsxElement(n) && isButton(n.openingElement)) {
        for (const message of messagesIn(n, constants)) add(message, file);
        return;
      }
      if (ts.isJsxSelfClosingElement(n) && isButton(n)) {
        for (const message of messagesIn(n, constants)) add(message, file);
        return;
      }
      if ((ts.isJsxAttribute(n) || ts.isPropertyAssignment(n)) && BUTTON_LABEL_PROPS.has(n.name.getText())) {
        for (const message of messagesIn(n, constants)) add(message, file);
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return [...found]
    .map(([key, { message, files }]) => ({ ...message, key, files: [...files].sort() }))
    .sort((a, b) => a.key.localeCompare(b.key));
}
