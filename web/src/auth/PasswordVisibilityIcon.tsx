/** Eye / crossed eye for the password field (Cloudscape has no eye icon). */
export function PasswordVisibilityIcon({ visible }: { visible: boolean }) {
  return (
    <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
      <path
        className="stroke-linejoin-round"
        d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="8" cy="8" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
      {visible ? null : <path d="M2 14 14 2" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}
