import logoUrl from './logo.svg';

/** The product mark (a service truck with a wrench, in the brand colour). */
export function Logo({ size = 32 }: { size?: number }) {
  return <img src={logoUrl} width={size} height={size} alt="" className="fw-logo" />;
}
