import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Texts the lobby rules hand to the UI (spec §2 Home lobby, §3 classes, §4 statuses). Source (pt) texts here.

/** 'Home' */
export const homeTabMessage = msg`Início`;
/** 'Hot' */
export const hotMessage = msg`Populares`;
/** 'Favourites' */
export const favouritesMessage = msg`Favoritos`;
/** 'Recent' */
export const recentMessage = msg`Recentes`;
/** 'All' */
export const allMessage = msg`Todos`;
/** 'Promotions' */
export const promotionsMessage = msg`Promoções`;

/** Category names (§1 categories, §3 vendor types). */
export const categoryMessages = {
  /** 'Lottery' */
  LOTT: msg`Loteria`,
  /** 'E-lottery' */
  ELOTT: msg`Loteria eletrônica`,
  /** 'Live casino' */
  LIVE: msg`Cassino ao vivo`,
  /** 'Sports' */
  SPORTS: msg`Esportes`,
  /** 'E-sports' */
  ESPORTS: msg`E-sports`,
  /** 'Fishing' */
  FISH: msg`Pescaria`,
  /** 'In-house' */
  INHOUSE: msg`Jogos da casa`,
  /** 'Casino' */
  RNG: msg`Cassino`,
  /** 'PVP' */
  PVP: msg`PVP`,
  /** 'Cockfight' */
  COCKFIGHT: msg`Rinha de galo`,
} as const satisfies Record<string, MessageDescriptor>;

/** §3 slot classes. */
export const slotClassMessages = {
  /** 'Slot machines' */
  SLOT_MACHINE: msg`Caça-níqueis`,
  /** 'Scratch cards' */
  SCRATCH_CARD: msg`Raspadinhas`,
  /** 'Video poker' */
  VIDEO_POKER: msg`Videopôquer`,
  /** 'Table games' */
  TABLE_GAMES: msg`Jogos de mesa`,
  /** 'Arcade' */
  ARCADE: msg`Arcade`,
  /** 'Jackpot' */
  JACKPOT: msg`Jackpot`,
  /** 'Bingo' */
  BINGO: msg`Bingo`,
} as const satisfies Record<string, MessageDescriptor>;

/** §3 live classes. */
export const liveClassMessages = {
  /** 'Baccarat' */
  BACCARAT: msg`Bacará`,
  /** 'Sic bo' */
  SICBO: msg`Sic bo`,
  /** 'Roulette' */
  ROULETTE: msg`Roleta`,
  /** 'Dragon tiger' */
  DRAGON_TIGER: msg`Dragão e tigre`,
  /** 'Blackjack' */
  BLACKJACK: msg`Blackjack`,
  /** 'Others' */
  OTHERS: msg`Outros`,
} as const satisfies Record<string, MessageDescriptor>;

/** §4 promotion statuses. */
export const promotionStatusMessages = {
  /** 'Join' */
  JOIN: msg`Participar`,
  /** 'Claim' */
  CLAIM: msg`Resgatar`,
  /** 'Applying' */
  APPLYING: msg`Em análise`,
  /** 'Rejected' */
  REJECTED: msg`Rejeitada`,
  /** 'Issued' */
  ISSUED: msg`Emitida`,
  /** 'Claimed' */
  CLAIMED: msg`Resgatada`,
  /** 'In process' */
  PROCESS: msg`Em andamento`,
  /** 'Joined' */
  JOINED: msg`Inscrito`,
  /** 'Coming soon' */
  COMING_SOON: msg`Em breve`,
  /** 'Closed' */
  CLOSE: msg`Encerrada`,
} as const satisfies Record<string, MessageDescriptor>;

/** 'Could not update your favourites. Please try again.' (§4 favourite toggle rolled back) */
export const favouriteFailedMessage = msg`Não foi possível atualizar seus favoritos. Tente novamente.`;

/** 'This game cannot be opened right now. Please try again later.' (launch URL refused or missing) */
export const gameUnavailableMessage = msg`Não foi possível abrir este jogo agora. Tente novamente mais tarde.`;

/** 'Free trial is not available for this game.' */
export const freeTrialUnavailableMessage = msg`O teste grátis não está disponível para este jogo.`;
