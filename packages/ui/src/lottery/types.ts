import type { PrizeMode } from '@sorte/domain';

/** A lottery game of a menu (the gateway's LotteryGame fits as it is). */
export interface LotteryGameItem {
  gameCode: string;
  gameName: string;
  prizeMode?: PrizeMode | string;
  /** The menu group (a region, a kind of draw) the game is listed under. */
  groupName?: string;
  iconUrl?: string;
  drawIntervalMinutes?: number;
  /** Epoch ms of the next draw's close. */
  nextCloseTime?: number;
}

/** An opened draw (the gateway's LotteryDraw fits as it is). */
export interface LotteryDrawItem {
  gameCode: string;
  gameName?: string;
  /** The draw number shown to players. */
  numero: string;
  /** The drawn numbers as text ('07'), in draw order. */
  numbers: readonly string[];
  /** Epoch ms. */
  openTime?: number;
}
