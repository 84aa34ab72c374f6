import { useOutletContext } from 'react-router-dom';
import type { WalletBalance } from '../../../contract';
import type { Loaded } from './load';

/** What the profile layout shares with its pages: the wallet balance it keeps loaded. */
export interface ProfileContext {
  balance: Loaded<WalletBalance>;
  reloadBalance: () => void;
  /** Opens "افزایش موجودی". */
  topUp: () => void;
}

export const useProfile = () => useOutletContext<ProfileContext>();
