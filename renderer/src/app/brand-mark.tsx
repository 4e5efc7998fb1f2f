/** The app's mark (assets/icon.svg, simplified for small sizes). */
export function BrandMark(props: { size?: number }) {
  const size = props.size ?? 28;
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--brand)" />
      <rect x="17" y="13" width="30" height="20" rx="3" fill="#fff" opacity="0.55" />
      <rect x="13" y="18" width="38" height="22" rx="3.5" fill="#fff" />
      <path d="M10 44h44l-6.5 8.5a4 4 0 0 1-3.2 1.5H19.7a4 4 0 0 1-3.2-1.5Z" fill="#fff" />
    </svg>
  );
}
