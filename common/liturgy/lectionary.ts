import type { Cycle, SundayKey } from './keys';

/**
 * The Sunday Gospel of the Lectionary for Mass (USA), as a reference only: the Gospel text
 * itself is under copyright, so it is never kept here. Book names are written in full. Where
 * the Lectionary offers a longer and a shorter form, this is the longer one; where a day has
 * several Masses (Christmas, Pentecost, the Assumption, Sts Peter and Paul, St John the
 * Baptist) it is the Mass during the Day; on Palm Sunday it is the Passion read at the Mass.
 */

/** One reference every year, or one per cycle. */
export type Gospel = string | Readonly<Record<Cycle, string>>;

const abc = (A: string, B: string, C: string): Gospel => ({ A, B, C });

export const SUNDAY_GOSPELS: Readonly<Record<SundayKey, Gospel>> = {
  'advent-1': abc('Matthew 24:37-44', 'Mark 13:33-37', 'Luke 21:25-28, 34-36'),
  'advent-2': abc('Matthew 3:1-12', 'Mark 1:1-8', 'Luke 3:1-6'),
  'advent-3': abc('Matthew 11:2-11', 'John 1:6-8, 19-28', 'Luke 3:10-18'),
  'advent-4': abc('Matthew 1:18-24', 'Luke 1:26-38', 'Luke 1:39-45'),

  christmas: 'John 1:1-18',
  'holy-family': abc('Matthew 2:13-15, 19-23', 'Luke 2:22-40', 'Luke 2:41-52'),
  'mary-mother-of-god': 'Luke 2:16-21',
  epiphany: 'Matthew 2:1-12',
  baptism: abc('Matthew 3:13-17', 'Mark 1:7-11', 'Luke 3:15-16, 21-22'),

  'lent-1': abc('Matthew 4:1-11', 'Mark 1:12-15', 'Luke 4:1-13'),
  'lent-2': abc('Matthew 17:1-9', 'Mark 9:2-10', 'Luke 9:28b-36'),
  'lent-3': abc('John 4:5-42', 'John 2:13-25', 'Luke 13:1-9'),
  'lent-4': abc('John 9:1-41', 'John 3:14-21', 'Luke 15:1-3, 11-32'),
  'lent-5': abc('John 11:1-45', 'John 12:20-33', 'John 8:1-11'),
  'palm-sunday': abc('Matthew 26:14-27:66', 'Mark 14:1-15:47', 'Luke 22:14-23:56'),

  easter: 'John 20:1-9',
  'easter-2': 'John 20:19-31',
  'easter-3': abc('Luke 24:13-35', 'Luke 24:35-48', 'John 21:1-19'),
  'easter-4': abc('John 10:1-10', 'John 10:11-18', 'John 10:27-30'),
  'easter-5': abc('John 14:1-12', 'John 15:1-8', 'John 13:31-33a, 34-35'),
  'easter-6': abc('John 14:15-21', 'John 15:9-17', 'John 14:23-29'),
  ascension: abc('Matthew 28:16-20', 'Mark 16:15-20', 'Luke 24:46-53'),
  // Years B and C may read John 15:26-27; 16:12-15 and John 14:15-16, 23b-26 instead.
  pentecost: 'John 20:19-23',
  trinity: abc('John 3:16-18', 'Matthew 28:16-20', 'John 16:12-15'),
  'corpus-christi': abc('John 6:51-58', 'Mark 14:12-16, 22-26', 'Luke 9:11b-17'),

  // Ordinary Time: Year A reads Matthew, Year B Mark (with John 6 on Sundays 17–21), Year C
  // Luke; the Second Sunday reads John every year.
  'ordinary-2': abc('John 1:29-34', 'John 1:35-42', 'John 2:1-11'),
  'ordinary-3': abc('Matthew 4:12-23', 'Mark 1:14-20', 'Luke 1:1-4; 4:14-21'),
  'ordinary-4': abc('Matthew 5:1-12a', 'Mark 1:21-28', 'Luke 4:21-30'),
  'ordinary-5': abc('Matthew 5:13-16', 'Mark 1:29-39', 'Luke 5:1-11'),
  'ordinary-6': abc('Matthew 5:17-37', 'Mark 1:40-45', 'Luke 6:17, 20-26'),
  'ordinary-7': abc('Matthew 5:38-48', 'Mark 2:1-12', 'Luke 6:27-38'),
  'ordinary-8': abc('Matthew 6:24-34', 'Mark 2:18-22', 'Luke 6:39-45'),
  'ordinary-9': abc('Matthew 7:21-27', 'Mark 2:23-3:6', 'Luke 7:1-10'),
  'ordinary-10': abc('Matthew 9:9-13', 'Mark 3:20-35', 'Luke 7:11-17'),
  'ordinary-11': abc('Matthew 9:36-10:8', 'Mark 4:26-34', 'Luke 7:36-8:3'),
  'ordinary-12': abc('Matthew 10:26-33', 'Mark 4:35-41', 'Luke 9:18-24'),
  'ordinary-13': abc('Matthew 10:37-42', 'Mark 5:21-43', 'Luke 9:51-62'),
  'ordinary-14': abc('Matthew 11:25-30', 'Mark 6:1-6a', 'Luke 10:1-12, 17-20'),
  'ordinary-15': abc('Matthew 13:1-23', 'Mark 6:7-13', 'Luke 10:25-37'),
  'ordinary-16': abc('Matthew 13:24-43', 'Mark 6:30-34', 'Luke 10:38-42'),
  'ordinary-17': abc('Matthew 13:44-52', 'John 6:1-15', 'Luke 11:1-13'),
  'ordinary-18': abc('Matthew 14:13-21', 'John 6:24-35', 'Luke 12:13-21'),
  'ordinary-19': abc('Matthew 14:22-33', 'John 6:41-51', 'Luke 12:32-48'),
  'ordinary-20': abc('Matthew 15:21-28', 'John 6:51-58', 'Luke 12:49-53'),
  'ordinary-21': abc('Matthew 16:13-20', 'John 6:60-69', 'Luke 13:22-30'),
  'ordinary-22': abc('Matthew 16:21-27', 'Mark 7:1-8, 14-15, 21-23', 'Luke 14:1, 7-14'),
  'ordinary-23': abc('Matthew 18:15-20', 'Mark 7:31-37', 'Luke 14:25-33'),
  'ordinary-24': abc('Matthew 18:21-35', 'Mark 8:27-35', 'Luke 15:1-32'),
  'ordinary-25': abc('Matthew 20:1-16a', 'Mark 9:30-37', 'Luke 16:1-13'),
  'ordinary-26': abc('Matthew 21:28-32', 'Mark 9:38-43, 45, 47-48', 'Luke 16:19-31'),
  'ordinary-27': abc('Matthew 21:33-43', 'Mark 10:2-16', 'Luke 17:5-10'),
  'ordinary-28': abc('Matthew 22:1-14', 'Mark 10:17-30', 'Luke 17:11-19'),
  'ordinary-29': abc('Matthew 22:15-21', 'Mark 10:35-45', 'Luke 18:1-8'),
  'ordinary-30': abc('Matthew 22:34-40', 'Mark 10:46-52', 'Luke 18:9-14'),
  'ordinary-31': abc('Matthew 23:1-12', 'Mark 12:28b-34', 'Luke 19:1-10'),
  'ordinary-32': abc('Matthew 25:1-13', 'Mark 12:38-44', 'Luke 20:27-38'),
  'ordinary-33': abc('Matthew 25:14-30', 'Mark 13:24-32', 'Luke 21:5-19'),
  'christ-the-king': abc('Matthew 25:31-46', 'John 18:33b-37', 'Luke 23:35-43'),

  presentation: 'Luke 2:22-40',
  'john-the-baptist': 'Luke 1:57-66, 80',
  'peter-and-paul': 'Matthew 16:13-19',
  transfiguration: abc('Matthew 17:1-9', 'Mark 9:2-10', 'Luke 9:28b-36'),
  assumption: 'Luke 1:39-56',
  'holy-cross': 'John 3:13-17',
  'all-saints': 'Matthew 5:1-12a',
  // The Lectionary offers many Gospels for All Souls; this is the one most often chosen.
  'all-souls': 'John 6:37-40',
  lateran: 'John 2:13-22',
};

/** The Sunday Gospel reference for a celebration in a given year of the cycle. */
export function sundayGospel(key: SundayKey, cycle: Cycle): string {
  const gospel = SUNDAY_GOSPELS[key];
  return typeof gospel === 'string' ? gospel : gospel[cycle];
}
