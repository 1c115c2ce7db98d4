/** /myaccount/kyc2 (identity document) and /myaccount/kyc3_v1 (proof of address). */
import { useRegionName } from '../../i18n/regionNames';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../ui/form/Field';
import { Card, Notice, Steps } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { AccountLayout } from './AccountLayout';

const COUNTRIES = ['TR', 'DE', 'FR', 'ES', 'IT', 'JP', 'BR', 'AE', 'GB', 'AU', 'SG', 'VN', 'TH', 'ID'] as const;

function useCountryOptions() {
  const regionName = useRegionName();
  return COUNTRIES.map((code) => ({ value: code, label: regionName(code) }));
}

export function Kyc2Page() {
  const { t } = useLingui();
  const countries = useCountryOptions();
  const [submitted, setSubmitted] = useState(false);
  const [documentNumber, setDocumentNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !/^[A-Za-z0-9]{5,20}$/.test(documentNumber) ? t`Enter the number exactly as printed, 5 to 20 letters or digits.` : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (/^[A-Za-z0-9]{5,20}$/.test(documentNumber)) setSubmitted(true);
  };
  return (
    <AccountLayout title={<Trans>Verify your identity</Trans>} lead={<Trans>Level 2: a government-issued photo ID and a selfie. Have your document at hand.</Trans>}>
      <Steps
        steps={[
          { title: <Trans>Document details</Trans>, text: <Trans>Tell us which document you will use.</Trans> },
          { title: <Trans>Photos of the document</Trans>, text: <Trans>Front and back, all four corners visible, no glare.</Trans> },
          { title: <Trans>Selfie</Trans>, text: <Trans>A short video selfie confirms the document is yours.</Trans> },
        ]}
      />
      <Card>
        {submitted ? (
          <Notice title={<Trans>Details received</Trans>}>
            <Trans>Next, take photos of your document in the mobile app or on this device. We will e-mail you when the review is done.</Trans>
          </Notice>
        ) : (
          <form className="ui-form" onSubmit={submit} noValidate>
            <div className="ui-grid ui-grid--2">
              <SelectField label={t`Issuing country`} options={countries} defaultValue="TR" />
              <SelectField
                label={t`Document type`}
                defaultValue="passport"
                options={[
                  { value: 'passport', label: t`Passport` },
                  { value: 'id', label: t`National ID card` },
                  { value: 'licence', label: t`Driving licence` },
                ]}
              />
            </div>
            <TextField label={t`Document number`} value={documentNumber} onChange={(e) => setDocumentNumber(e.target.value.trim())} onBlur={() => setTouched(true)} error={error} autoComplete="off" />
            <button type="submit" className={btn('primary', 'lg')}>
              <Trans>Continue</Trans>
            </button>
          </form>
        )}
      </Card>
    </AccountLayout>
  );
}

export function Kyc3Page() {
  const { t } = useLingui();
  const countries = useCountryOptions();
  const [submitted, setSubmitted] = useState(false);
  const [fileName, setFileName] = useState('');
  return (
    <AccountLayout title={<Trans>Verify your address</Trans>} lead={<Trans>Level 3: a utility bill, bank statement or tax letter in your name, issued in the last 3 months.</Trans>}>
      <Card>
        {submitted ? (
          <Notice title={<Trans>Submitted for review</Trans>}>
            <Trans>Address reviews usually take one business day. We will e-mail you the result.</Trans>
          </Notice>
        ) : (
          <form
            className="ui-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (fileName) setSubmitted(true);
            }}
          >
            <SelectField label={t`Country of residence`} options={countries} defaultValue="TR" />
            <TextField label={t`Street address`} autoComplete="street-address" required />
            <div className="ui-grid ui-grid--2">
              <TextField label={t`City`} autoComplete="address-level2" required />
              <TextField label={t`Postal code`} autoComplete="postal-code" required />
            </div>
            <TextField label={t`Proof of address`} type="file" accept="image/*,application/pdf" hint={t`PDF, JPG or PNG, up to 10 MB.`} onChange={(e) => setFileName(e.target.files?.[0]?.name ?? '')} />
            <button type="submit" className={btn('primary', 'lg')} disabled={!fileName}>
              <Trans>Submit</Trans>
            </button>
          </form>
        )}
      </Card>
    </AccountLayout>
  );
}
