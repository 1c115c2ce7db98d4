import { useLingui } from '@lingui/react/macro';
import { useShareRequest } from '../../shareRequests';
import type { ShareRequestProps } from '../../requests';
import { btn } from '../../../ui/form/Button';

/** A page's share button: opens the share modal with these props (SPEC section 3). */
export function ShareButton({ props, size = 'sm', label }: { props: ShareRequestProps; size?: 'sm' | 'md'; label?: string }) {
  const { t } = useLingui();
  const { openShare } = useShareRequest();
  return (
    <button type="button" className={btn('secondary', size)} data-share-source={props.source} onClick={(event) => openShare(props, event.currentTarget)}>
      {label ?? t`Share`}
    </button>
  );
}
