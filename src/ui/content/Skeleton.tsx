import './skeleton.css';

/** Grey lines standing for text on its way (aria-hidden: the region around it says it is busy). */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="ui-skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span className="ui-skeleton__line" key={index} />
      ))}
    </div>
  );
}
