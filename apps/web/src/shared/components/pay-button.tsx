import { Button } from './button';

interface PayButtonProps {
  /** A payment session is ready (or none is needed): until then the button cannot be pressed. */
  isReady: boolean;
  isPaying: boolean;
  /** What the button says until it is pressed (`Pay £22.00`). */
  children: string;
}

/** A card form's submit button, busy while the payment is under way. */
export function PayButton({ isReady, isPaying, children }: PayButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      isFullWidth
      disabled={!isReady || isPaying}
      aria-busy={isPaying || undefined}
      data-testid="pay"
    >
      {isPaying ? 'Processing payment…' : children}
    </Button>
  );
}
