// The 360° photos of a product in a modal dialog (lazy chunk of the gallery). The viewer exists only
// while the dialog is open, so every opening starts at the front; closing returns focus to the button.
import { useT } from '../i18n/i18n.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { Viewer360 } from './viewer-360.tsx';

export interface Viewer360DialogProps {
  open: boolean;
  onClose: () => void;
  frames: string[];
  name: string;
}

export default function Viewer360Dialog({ open, onClose, frames, name }: Viewer360DialogProps) {
  const t = useT();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('product.view360.title', { name })}
      closeLabel={t('product.view360.close')}
      className="viewer360-dialog">
      {open && <Viewer360 frames={frames} name={name} />}
    </ModalDialog>
  );
}
