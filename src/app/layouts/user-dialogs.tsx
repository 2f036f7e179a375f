import { AboutDialog } from '../../features/shell/about-dialog';
import { FeedbackDialog } from '../../features/shell/feedback-dialog';
import { StatementDialog } from '../../features/shell/statement-dialog';

export type UserDialog = 'feedback' | 'about' | 'statement' | null;

/** The user menu's dialogs; one module, fetched the first time any of them opens (see user-dropdown.tsx). */
export function UserDialogs({ dialog, onClose }: { dialog: UserDialog; onClose: () => void }) {
  return (
    <>
      <FeedbackDialog open={dialog === 'feedback'} onClose={onClose} />
      <AboutDialog open={dialog === 'about'} onClose={onClose} />
      <StatementDialog open={dialog === 'statement'} onClose={onClose} />
    </>
  );
}
