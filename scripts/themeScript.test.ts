import { describe, expect, it } from 'vitest';
import { withThemeScript } from './themeScript';

const template = '<head>\n    <title>x</title>\n    <!-- theme-before-paint: notes -->\n  </head>';

describe('withThemeScript', () => {
  it("puts the script in the <head>, in place of index.html's marker", () => {
    expect(withThemeScript(template, '(function(){})();')).toBe('<head>\n    <title>x</title>\n    <script>(function(){})();</script>\n  </head>');
  });

  it('keeps `$` sequences of the script as they are', () => {
    expect(withThemeScript(template, "a=`$&`+'$1'")).toContain("<script>a=`$&`+'$1'</script>");
  });

  it('refuses a page without the marker, or a script that would end its element early', () => {
    expect(() => withThemeScript('<head></head>', '')).toThrow(/theme-before-paint/);
    expect(() => withThemeScript(template, "'</script>'")).toThrow(/close/);
  });
});
