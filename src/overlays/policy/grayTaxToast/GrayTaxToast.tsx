import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { complianceAtom } from '../../../facts';
import { serverLink } from '../../../lib/url';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { Button, IconButton } from '../../../ui/form/Button';
import { CloseIcon } from '../../../ui/icons/controlIcons';
import { ServerHtml } from '../../../ui/content/ServerHtml';
import './grayTaxToast.css';

interface GrayTax {
  can_close?: number;
  title?: string;
  content?: string;
  btn_text?: string;
  url?: string;
}

/**
 * The gray-tax toast (SPEC sections 3, 4, 9): at most once per 24 h (the policy's stamp, written
 * when it shows); closable only if can_close is 1; its button goes to url, when the URL policy
 * accepts it, and closes.
 */
export function GrayTaxToast({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const toast = useScreenDialog(actor);
  const hosts = useLinkHosts();
  const gray = ((useAtomValue(complianceAtom) as { limit?: { gray_tax_area_toast?: GrayTax } } | null)?.limit?.gray_tax_area_toast ?? {}) as GrayTax;
  const to = serverLink(gray.url, hosts, 'gray_tax_area_toast.url');
  if (!toast.mounted) return null;
  return (
    <section className="gray-tax-toast" role="region" aria-label={gray.title || t`Tax notice`} data-overlay="grayTaxToast" {...toast.rootProps}>
      <div className="gray-tax-toast__text">
        {gray.title && <h2 className="gray-tax-toast__title">{gray.title}</h2>}
        <ServerHtml html={gray.content} hosts={hosts} />
      </div>
      {gray.btn_text && to && (
        <Button size="sm" variant="primary" onClick={() => toast.acknowledge(to)}>
          {gray.btn_text}
        </Button>
      )}
      {gray.can_close === 1 && (
        <IconButton label={t`Close`} className="icon-btn--bare" onClick={() => toast.close()}>
          <CloseIcon />
        </IconButton>
      )}
    </section>
  );
}
