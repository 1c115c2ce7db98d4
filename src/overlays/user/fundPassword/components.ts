/** The lazy chunk of the fund-password overlays. */
import './fundPassword.css';

export { FrequencyDialog } from './FrequencyDialog';
export { FundPasswordModal } from './FundPasswordModal';
