import { Skeleton } from '../../ui/content/Skeleton';

/**
 * What the page area shows while a first page other than home waits for its code and the pages
 * part of the catalog (src/app/boot.tsx): the shell paints around it without waiting for them.
 */
export function FirstPagePending() {
  return (
    <div className="app__pending" aria-busy="true">
      <Skeleton lines={8} />
    </div>
  );
}
