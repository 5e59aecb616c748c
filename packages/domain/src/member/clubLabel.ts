// §2 Member dropdown "VIP level (only when the club label type is AUTO)", §3 Member info clubLabel. The label's
// shape is not shown: read as the type itself ('AUTO', 'MANUAL') or an object `{ type | labelType, level |
// vipLevel, name | labelName }`.

export interface ClubVip {
  /** The level when the label carries one. */
  level?: number;
  /** The label's own name when it carries one ("VIP 3", "Ouro"). */
  name?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The VIP level to show, or null when the club label is not of type AUTO (or absent). */
export function clubVip(clubLabel: unknown): ClubVip | null {
  if (typeof clubLabel === 'string') return clubLabel.trim().toUpperCase() === 'AUTO' ? {} : null;
  if (clubLabel === null || typeof clubLabel !== 'object') return null;
  const label = clubLabel as Record<string, unknown>;
  if (text(label.type ?? label.labelType)?.toUpperCase() !== 'AUTO') return null;
  const vip: ClubVip = {};
  const level = Number(label.level ?? label.vipLevel);
  if (Number.isInteger(level) && level >= 0 && (label.level ?? label.vipLevel) !== undefined)
    vip.level = level;
  const name = text(label.name ?? label.labelName);
  if (name !== undefined) vip.name = name;
  return vip;
}
