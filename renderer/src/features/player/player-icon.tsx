export const playerIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="2.5" y="3.5" width="15" height="11" rx="1.5" />
    <path d="m8.5 6.5 4 2.5-4 2.5zM6 17.5h8" />
  </svg>
);
