/**
 * /myaccount/kyc2 (identity document) and /myaccount/kyc3_v1 (proof of address): each applies for
 * its level through the backend (docs/kyc.md) and follows the application: under review (asked
 * for again every few seconds), approved (every user query refetched, so the level and the
 * decisions that read it follow at once), or rejected with the reviewer's reason and the form to
 * apply again.
 */
import { useRegionName } from '../../../i18n/regionNames';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '../../../api/hooks';
import { kycApplicationQuery, kycStatusQuery, kycSubmitMutation, refetchUser, type KycApplication, type KycSubmitParams } from '../../../api';
import { useFormat } from '../../../i18n/format';
import { SelectField, TextField } from '../../../ui/form/Field';
import { Card, Notice, Steps } from '../../../ui/content/Page';
import { btn } from '../../../ui/form/Button';
import { kycLevel, kycLevelReached } from '../../../widgets/account-identity';
import { AccountLayout } from '../AccountLayout';

const COUNTRIES = ['TR', 'DE', 'FR', 'ES', 'IT', 'JP', 'BR', 'AE', 'GB', 'AU', 'SG', 'VN', 'TH', 'ID'] as const;
const MAX_PROOF_BYTES = 10 * 1024 * 1024;

function useCountryOptions() {
  const regionName = useRegionName();
  return COUNTRIES.map((code) => ({ value: code, label: regionName(code) }));
}

/**
 * The application for `level` and the user's standing. A review that ends in approval refetches
 * every user query once: the KYC status, user info, and through them the facts and decisions.
 */
function useKycLevel(level: 2 | 3) {
  const client = useQueryClient();
  const application = useQuery(kycApplicationQuery()).data?.data ?? null;
  const status = useQuery(kycStatusQuery());
  const mine: KycApplication | null = application?.level === level ? application : null;
  const approvedAt = mine?.status === 'approved' ? mine.review_at : null;
  useEffect(() => {
    if (approvedAt !== null) void refetchUser(client);
  }, [approvedAt, client]);
  const reached = status.data?.ok === true && kycLevelReached(kycLevel(status.data.data), level === 2 ? '2' : '3');
  return { application: mine, reached };
}

/** Under review, verified, or rejected (with the reviewer's reason); null: the form. */
function ApplicationState({ level, application, reached }: { level: 2 | 3; application: KycApplication | null; reached: boolean }) {
  const format = useFormat();
  if (reached || application?.status === 'approved') {
    return (
      <Notice title={<Trans>Level {level} verified</Trans>}>
        <Trans>Your new limits apply now.</Trans>
      </Notice>
    );
  }
  if (application?.status === 'pending') {
    const when = format.date(application.submitted_at, { dateStyle: 'medium', timeStyle: 'short' });
    return (
      <div role="status" data-testid="kyc-under-review">
        <Notice title={<Trans>Submitted for review</Trans>}>
          <Trans>We are checking what you sent ({when}). This page updates by itself when the review is done.</Trans>
        </Notice>
      </div>
    );
  }
  return null;
}

/** A rejection's reason above the form, in the reviewer's words. */
function Rejection({ application }: { application: KycApplication | null }) {
  if (application?.status !== 'rejected') return null;
  return (
    <div role="alert" data-testid="kyc-rejected">
      <Notice tone="warn" title={<Trans>Verification rejected</Trans>}>
        {application.reason}
      </Notice>
    </div>
  );
}

/** The submit mutation, with the server's refusal in its words. */
function useKycSubmit() {
  const mutation = useMutation(kycSubmitMutation());
  const answer = mutation.data;
  const refusal: ReactNode = mutation.isError ? null : answer && !answer.ok ? <Trans>Something went wrong</Trans> : answer?.data && answer.data.code !== 0 ? answer.data.message : null;
  return { submit: (params: KycSubmitParams) => mutation.mutate(params), pending: mutation.isPending, refusal };
}

function Refusal({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" data-testid="kyc-refusal">
      <Notice tone="warn">{children}</Notice>
    </div>
  );
}

export function Kyc2Page() {
  const { t } = useLingui();
  const countries = useCountryOptions();
  const { application, reached } = useKycLevel(2);
  const { submit, pending, refusal } = useKycSubmit();
  const [country, setCountry] = useState('TR');
  const [documentType, setDocumentType] = useState('passport');
  const [documentNumber, setDocumentNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !/^[A-Za-z0-9]{5,20}$/.test(documentNumber) ? t`Enter the number exactly as printed, 5 to 20 letters or digits.` : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (/^[A-Za-z0-9]{5,20}$/.test(documentNumber)) submit({ level: 2, country, document_type: documentType, document_number: documentNumber });
  };
  const state = <ApplicationState level={2} application={application} reached={reached} />;
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
        {reached || application?.status === 'approved' || application?.status === 'pending' ? (
          state
        ) : (
          <form className="ui-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
            <Rejection application={application} />
            <div className="ui-grid ui-grid--2">
              <SelectField label={t`Issuing country`} options={countries} value={country} onChange={(e) => setCountry(e.target.value)} />
              <SelectField
                label={t`Document type`}
                value={documentType}
                onChange={(e) => setDocumentType(e.target.value)}
                options={[
                  { value: 'passport', label: t`Passport` },
                  { value: 'id', label: t`National ID card` },
                  { value: 'licence', label: t`Driving licence` },
                ]}
              />
            </div>
            <TextField label={t`Document number`} value={documentNumber} onChange={(e) => setDocumentNumber(e.target.value.trim())} onBlur={() => setTouched(true)} error={error} autoComplete="off" />
            <Refusal>{refusal}</Refusal>
            <button type="submit" className={btn('primary', 'lg')} disabled={pending}>
              {application?.status === 'rejected' ? <Trans>Apply again</Trans> : <Trans>Continue</Trans>}
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
  const { application, reached } = useKycLevel(3);
  const levelTwo = useKycLevel(2);
  const { submit, pending, refusal } = useKycSubmit();
  const [country, setCountry] = useState('TR');
  const [street, setStreet] = useState('');
  const [city, setCity] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [touched, setTouched] = useState(false);
  const tooBig = file !== null && file.size > MAX_PROOF_BYTES;
  const addressMissing = touched && (street.trim() === '' || city.trim() === '' || postalCode.trim() === '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (file === null || tooBig || street.trim() === '' || city.trim() === '' || postalCode.trim() === '') return;
    submit({ level: 3, country, street: street.trim(), city: city.trim(), postal_code: postalCode.trim(), file_name: file.name, file_size: file.size });
  };
  const levelTwoFirst = !reached && !levelTwo.reached && levelTwo.application?.status !== 'approved';
  return (
    <AccountLayout title={<Trans>Verify your address</Trans>} lead={<Trans>Level 3: a utility bill, bank statement or tax letter in your name, issued in the last 3 months.</Trans>}>
      <Card>
        {reached || application?.status === 'approved' || application?.status === 'pending' ? (
          <ApplicationState level={3} application={application} reached={reached} />
        ) : levelTwoFirst ? (
          <Notice title={<Trans>Verify your identity (level 2) first.</Trans>}>
            <Link to="/{-$locale}/myaccount/kyc2" className={btn('primary', 'md')}>
              <Trans>Verify now</Trans>
            </Link>
          </Notice>
        ) : (
          <form className="ui-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
            <Rejection application={application} />
            <SelectField label={t`Country of residence`} options={countries} value={country} onChange={(e) => setCountry(e.target.value)} />
            <TextField label={t`Street address`} autoComplete="street-address" required value={street} onChange={(e) => setStreet(e.target.value)} error={addressMissing && street.trim() === '' ? t`Enter your full address.` : undefined} />
            <div className="ui-grid ui-grid--2">
              <TextField label={t`City`} autoComplete="address-level2" required value={city} onChange={(e) => setCity(e.target.value)} error={addressMissing && city.trim() === '' ? t`Enter your full address.` : undefined} />
              <TextField label={t`Postal code`} autoComplete="postal-code" required value={postalCode} onChange={(e) => setPostalCode(e.target.value)} error={addressMissing && postalCode.trim() === '' ? t`Enter your full address.` : undefined} />
            </div>
            <TextField
              label={t`Proof of address`}
              type="file"
              accept="image/*,application/pdf"
              hint={t`PDF, JPG or PNG, up to 10 MB.`}
              error={tooBig ? t`The file is over 10 MB.` : undefined}
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                setFile(chosen ? { name: chosen.name, size: chosen.size } : null);
              }}
            />
            <Refusal>{refusal}</Refusal>
            <button type="submit" className={btn('primary', 'lg')} disabled={file === null || pending}>
              {application?.status === 'rejected' ? <Trans>Apply again</Trans> : <Trans>Submit</Trans>}
            </button>
          </form>
        )}
      </Card>
    </AccountLayout>
  );
}
