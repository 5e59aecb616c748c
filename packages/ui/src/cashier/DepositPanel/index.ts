export {
  chosenDepositChannel,
  DepositPanel,
  type DepositPanelProps,
  orderedDepositChannels,
} from './DepositPanel.tsx';
