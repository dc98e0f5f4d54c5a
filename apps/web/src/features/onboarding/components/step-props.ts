/** What the wizard gives every step. */
export interface StepProps {
  /** Called once the step is saved. */
  onSaved(): void;
  /** Back to the previous step (absent on the first). */
  onBack?: () => void;
  /** The profile is under review: the form is shown but cannot be sent. */
  locked: boolean;
}
