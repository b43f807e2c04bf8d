/** The Saham mark, or the site's logo when the configuration has one. */
export function BrandMark({ size = 56, src }: { size?: number; src?: string | undefined }) {
  if (src) return <img className="brand-mark" src={src} width={size} height={size} alt="" />;
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f6bff" />
          <stop offset="1" stopColor="#1537b8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-mark-fill)" />
      <path
        d="M14 44l12-13 8 7 16-18"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="20" r="4.5" fill="#34d399" />
    </svg>
  );
}
