export const pdfPicturesIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4 2.5h6.5l3 3v5" />
    <path d="M4 2.5v12h4" />
    <rect x="10" y="11" width="7.5" height="6.5" rx="1" />
    <path d="m11 16.5 2-2 1.5 1.5 1-1 1.5 1.5" />
  </svg>
);
