import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FundPasswordFrequency } from '../../../api/endpoints/fundPassword';

/** SPEC section 5's frequencies: 1 once an hour, 2 every time, 0 never (the dialog only). */
export function FrequencyChoice({ value, onChange, withNever }: { value: FundPasswordFrequency; onChange: (value: FundPasswordFrequency) => void; withNever: boolean }) {
  const { t } = useLingui();
  const name = useId();
  const options: { value: FundPasswordFrequency; label: string }[] = [
    { value: 1, label: t`Once an hour` },
    { value: 2, label: t`Every time` },
    ...(withNever ? [{ value: 0 as const, label: t`Never` }] : []),
  ];
  return (
    <fieldset className="fund-password__choice">
      <legend>{t`Ask for the fund password`}</legend>
      {options.map((option) => (
        <label key={option.value} className="fund-password__option">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
