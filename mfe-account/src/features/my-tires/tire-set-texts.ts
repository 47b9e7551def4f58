import { TREAD_RULES, type StoredTireType, type TreadLight } from '@tire/contracts';
import type { useTranslate } from '../../shared/use-translate.js';

type Translate = ReturnType<typeof useTranslate>;

/** A light said in words with its threshold (the colour alone says nothing to many). */
export function lightText(t: Translate, light: TreadLight, type: StoredTireType) {
  const rule = TREAD_RULES[type];
  return t(`myTires.light.${light}`, { min: rule.legalMinimumMm, recommended: rule.recommendedMm });
}

/** "winter 2025–2026" or "summer 2026" from a storage season's id ("2025-winter"). */
export function seasonText(t: Translate, seasonId: string) {
  const [year = '', season] = seasonId.split('-');
  return season === 'winter' ? t('myTires.season.winter', { from: year, to: Number(year) + 1 }) : t('myTires.season.summer', { year });
}
