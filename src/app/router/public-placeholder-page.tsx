import { NotAvailablePage } from '../../features/shell/not-available-page';

/** A public page of spec 2.3 that a later release delivers, centred on its own (no shell around it). */
export function PublicPlaceholderPage() {
  return (
    <div className="sluice-centered-page">
      <NotAvailablePage />
    </div>
  );
}
