/** A 24 h price change in the rise/fall convention (SPEC section 4, theme). */
import { useFormat } from '../../i18n/format';
import './page.css';

/**
 * A 24 h change, coloured by the rise/fall convention: the `rise` and `fall` classes take their
 * colours from the theme, which inverts them for red-up locales or a user setting.
 */
export function Change({ value }: { value: number }) {
  const format = useFormat();
  const tone = value > 0 ? 'rise' : value < 0 ? 'fall' : 'flat';
  return <span className={`ui-change ${tone}`}>{format.change(value)}</span>;
}
