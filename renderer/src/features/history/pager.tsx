/** "1–20 of 57" with Previous / Next; the buttons only when there is more than one page. */
export function Pager(props: {
  startIndex: number;
  pageSize: number;
  shown: number;
  total: number;
  onChange: (startIndex: number) => void;
}) {
  const { startIndex, pageSize, shown, total } = props;
  const first = total === 0 ? 0 : startIndex + 1;
  const last = startIndex + shown;
  return (
    <nav className="pager" aria-label="History pages">
      <p className="pager__range" aria-live="polite">
        {first}–{last} of {total}
      </p>
      {total > pageSize || startIndex > 0 ? (
        <div className="pager__buttons">
          <button
            type="button"
            className="button"
            onClick={() => props.onChange(Math.max(0, startIndex - pageSize))}
            disabled={startIndex === 0}
          >
            Previous
          </button>
          <button type="button" className="button" onClick={() => props.onChange(startIndex + pageSize)} disabled={last >= total}>
            Next
          </button>
        </div>
      ) : null}
    </nav>
  );
}
