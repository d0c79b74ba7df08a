import React from 'react';

/** A copper flame in a brown roundel: the shop's mark, drawn inline (no image request). */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" style={{ display: 'inline-block', verticalAlign: 'middle' }}>
      <circle cx="20" cy="20" r="19" fill="#3c2419" stroke="#d3824f" strokeWidth="2" />
      <path d="M20 8c2 5 8 8 8 15a8 8 0 0 1-16 0c0-4 2-6 4-8 0 3 1 5 3 6-1-5 0-9 1-13z" fill="#d3824f" />
    </svg>
  );
}
