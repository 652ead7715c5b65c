const PALETTE = ['#00629b', '#7a3e9d', '#1d6b3a', '#9b3a00', '#2f4b8a', '#6b5300'];

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * Placeholder portrait: initials on a colour picked from the name, drawn inline so it costs no
 * request and never shifts the layout. Decorative: the name is always printed beside it.
 */
export function Avatar({ name, size = 96 }: { name: string; size?: number }) {
  const hash = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const digits = name.match(/\d+$/)?.[0] ?? '';
  const label = `${initialsOf(name)}${digits}`;
  return (
    <svg className="avatar" width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="48" fill={PALETTE[hash % PALETTE.length]} />
      <text x="48" y="57" textAnchor="middle" fontSize="28" fontWeight="700" fill="#ffffff">
        {label}
      </text>
    </svg>
  );
}
