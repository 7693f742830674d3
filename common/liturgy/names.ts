import type { SundayKey } from './keys';

/** The celebrations' names as the US Lectionary and Roman Missal print them. */
const NAMES: Partial<Record<SundayKey, string>> = {
  christmas: 'The Nativity of the Lord (Christmas)',
  'holy-family': 'The Holy Family of Jesus, Mary and Joseph',
  'mary-mother-of-god': 'Mary, the Holy Mother of God',
  epiphany: 'The Epiphany of the Lord',
  baptism: 'The Baptism of the Lord',
  'palm-sunday': 'Palm Sunday of the Passion of the Lord',
  easter: 'Easter Sunday of the Resurrection of the Lord',
  'easter-2': 'Second Sunday of Easter (Sunday of Divine Mercy)',
  ascension: 'The Ascension of the Lord',
  pentecost: 'Pentecost Sunday',
  trinity: 'The Most Holy Trinity',
  'corpus-christi': 'The Most Holy Body and Blood of Christ',
  'christ-the-king': 'Our Lord Jesus Christ, King of the Universe',
  presentation: 'The Presentation of the Lord',
  'john-the-baptist': 'The Nativity of Saint John the Baptist',
  'peter-and-paul': 'Saints Peter and Paul, Apostles',
  transfiguration: 'The Transfiguration of the Lord',
  assumption: 'The Assumption of the Blessed Virgin Mary',
  'holy-cross': 'The Exaltation of the Holy Cross',
  'all-saints': 'All Saints',
  'all-souls': 'The Commemoration of All the Faithful Departed (All Souls)',
  lateran: 'The Dedication of the Lateran Basilica',
};

const UNITS = [
  '',
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
  'Eleventh',
  'Twelfth',
  'Thirteenth',
  'Fourteenth',
  'Fifteenth',
  'Sixteenth',
  'Seventeenth',
  'Eighteenth',
  'Nineteenth',
];
const TENS: Record<number, [plain: string, ordinal: string]> = {
  2: ['Twenty', 'Twentieth'],
  3: ['Thirty', 'Thirtieth'],
};

/** 'First' … 'Thirty-Fourth', as in "Twenty-Seventh Sunday in Ordinary Time". */
export function ordinalWord(n: number): string {
  if (n >= 1 && n < 20) return UNITS[n] ?? '';
  const tens = TENS[Math.floor(n / 10)];
  if (!tens || !Number.isInteger(n)) throw new RangeError(`No ordinal word for ${n}`);
  const unit = n % 10;
  return unit === 0 ? tens[1] : `${tens[0]}-${UNITS[unit]}`;
}

/** The name of a Sunday or celebration, e.g. "First Sunday of Advent". */
export function sundayName(key: SundayKey): string {
  const named = NAMES[key];
  if (named) return named;
  const [season, number] = key.split('-');
  const ordinal = ordinalWord(Number(number));
  if (season === 'advent') return `${ordinal} Sunday of Advent`;
  if (season === 'lent') return `${ordinal} Sunday of Lent`;
  if (season === 'easter') return `${ordinal} Sunday of Easter`;
  return `${ordinal} Sunday in Ordinary Time`;
}
