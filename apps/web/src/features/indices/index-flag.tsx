// The index tag of spec §3 as a flag: 'hg' (domestic) is Malaysia's Jalur Gemilang, 'mg' (US) the
// Stars and Stripes — simplified to read at 22×16 px, drawn inline so no font or image is needed.
import type { IndexQuoteCard } from '@saham/domain/prices/index-quote';

function Stripes({ count, colour }: { count: number; colour: string }) {
  const height = 16 / count;
  return (
    <>
      {Array.from({ length: count }, (_, index) =>
        index % 2 === 0 ? (
          <rect key={index} x="0" y={index * height} width="22" height={height} fill={colour} />
        ) : null,
      )}
    </>
  );
}

export function IndexFlag({ icon }: { icon: IndexQuoteCard['icon'] }) {
  return (
    <svg className="index-flag" viewBox="0 0 22 16" width="22" height="16" aria-hidden="true">
      <rect width="22" height="16" fill="#fff" />
      {icon === 'hg' ? (
        <>
          <Stripes count={14} colour="#cc0001" />
          <rect width="11" height="9.2" fill="#010066" />
          <circle cx="4.6" cy="4.6" r="3" fill="#fc0" />
          <circle cx="5.4" cy="4.6" r="2.5" fill="#010066" />
          <circle cx="8" cy="4.6" r="1.2" fill="#fc0" />
        </>
      ) : (
        <>
          <Stripes count={13} colour="#b22234" />
          <rect width="9.5" height="8.6" fill="#3c3b6e" />
          <circle cx="2.4" cy="2.2" r="0.6" fill="#fff" />
          <circle cx="4.8" cy="2.2" r="0.6" fill="#fff" />
          <circle cx="7.2" cy="2.2" r="0.6" fill="#fff" />
          <circle cx="3.6" cy="4.3" r="0.6" fill="#fff" />
          <circle cx="6" cy="4.3" r="0.6" fill="#fff" />
          <circle cx="2.4" cy="6.4" r="0.6" fill="#fff" />
          <circle cx="4.8" cy="6.4" r="0.6" fill="#fff" />
          <circle cx="7.2" cy="6.4" r="0.6" fill="#fff" />
        </>
      )}
    </svg>
  );
}
