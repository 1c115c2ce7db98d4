/**
 * A formatted number that shows a long run of zeros after the decimal point as a count (SPEC
 * section 5): "0.000000008712" reads "0.0₈8712", with the full number for assistive technology
 * and as the tooltip.
 */
import { zeroRun } from '../../i18n/format';

export function Num({ text, className }: { text: string; className?: string }) {
  const run = zeroRun(text);
  if (!run) return <span className={className}>{text}</span>;
  return (
    <span className={className} title={text} aria-label={text} data-zero-run={run.zeros}>
      <span aria-hidden="true">
        {run.head}0<sub className="num__zeros">{run.zeros}</sub>
        {run.tail}
      </span>
    </span>
  );
}
