/** The lotus mark of the brand. */
export function LotusMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#7a3306" />
      <path d="M16 7c3 3 3 9 0 14-3-5-3-11 0-14z" fill="#ffd9b8" />
      <path d="M7 14c4 0 7 3 9 7-4 1-8-2-9-7zM25 14c-4 0-7 3-9 7 4 1 8-2 9-7z" fill="#f6a96b" />
      <path d="M8 23h16" stroke="#ffd9b8" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
