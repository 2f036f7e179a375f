// Made-up but plausible people for the user benches: Chinese names drawn by real surname frequency, accounts made of
// their pinyin, mainland mobile numbers and company mail. Deterministic (seeded), so every run builds the same
// directory and a keyword matches the same people.
import { mulberry32 } from '../../server/src/simulator/random';

/** Surname, its pinyin, and its share in per cent (rounded national figures; the rare ones set the search's size). */
const SURNAMES: readonly [string, string, number][] = [
  ['王', 'wang', 7.1],
  ['李', 'li', 7.0],
  ['张', 'zhang', 6.7],
  ['刘', 'liu', 5.4],
  ['陈', 'chen', 4.6],
  ['杨', 'yang', 3.1],
  ['黄', 'huang', 2.2],
  ['赵', 'zhao', 2.0],
  ['吴', 'wu', 1.9],
  ['周', 'zhou', 1.9],
  ['徐', 'xu', 1.4],
  ['孙', 'sun', 1.4],
  ['马', 'ma', 1.2],
  ['朱', 'zhu', 1.1],
  ['胡', 'hu', 1.1],
  ['郭', 'guo', 1.1],
  ['何', 'he', 1.0],
  ['高', 'gao', 1.0],
  ['林', 'lin', 1.0],
  ['罗', 'luo', 0.9],
  ['郑', 'zheng', 0.9],
  ['梁', 'liang', 0.8],
  ['谢', 'xie', 0.7],
  ['宋', 'song', 0.7],
  ['唐', 'tang', 0.7],
  ['许', 'xu', 0.7],
  ['韩', 'han', 0.6],
  ['冯', 'feng', 0.6],
  ['邓', 'deng', 0.6],
  ['曹', 'cao', 0.6],
  ['彭', 'peng', 0.5],
  ['曾', 'zeng', 0.5],
  ['肖', 'xiao', 0.5],
  ['田', 'tian', 0.5],
  ['董', 'dong', 0.5],
  ['袁', 'yuan', 0.5],
  ['潘', 'pan', 0.4],
  ['于', 'yu', 0.4],
  ['蒋', 'jiang', 0.4],
  ['蔡', 'cai', 0.4],
  ['余', 'yu', 0.4],
  ['杜', 'du', 0.4],
  ['叶', 'ye', 0.4],
  ['程', 'cheng', 0.4],
  ['苏', 'su', 0.4],
  ['魏', 'wei', 0.4],
  ['吕', 'lv', 0.4],
  ['丁', 'ding', 0.4],
  ['任', 'ren', 0.3],
  ['沈', 'shen', 0.3],
  ['姚', 'yao', 0.3],
  ['卢', 'lu', 0.3],
  ['姜', 'jiang', 0.3],
  ['崔', 'cui', 0.3],
  ['钟', 'zhong', 0.3],
  ['谭', 'tan', 0.3],
  ['陆', 'lu', 0.3],
  ['汪', 'wang', 0.3],
  ['范', 'fan', 0.3],
  ['金', 'jin', 0.3],
  ['石', 'shi', 0.3],
  ['廖', 'liao', 0.3],
  ['贾', 'jia', 0.3],
  ['夏', 'xia', 0.3],
  ['韦', 'wei', 0.3],
  // About 3 in 1,000 of this list: the bench's keyword search (USER_LIST_KEYWORD) matches a few hundred people.
  ['欧阳', 'ouyang', 0.22],
  ['司马', 'sima', 0.05],
  ['诸葛', 'zhuge', 0.03],
];

/** Given-name characters with their pinyin; none is part of a compound surname, so a surname search stays exact. */
const GIVEN: readonly [string, string][] = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['丽', 'li'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['艳', 'yan'],
  ['杰', 'jie'],
  ['娟', 'juan'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀', 'xiu'],
  ['霞', 'xia'],
  ['平', 'ping'],
  ['刚', 'gang'],
  ['桂', 'gui'],
  ['英', 'ying'],
  ['华', 'hua'],
  ['建', 'jian'],
  ['国', 'guo'],
  ['文', 'wen'],
  ['辉', 'hui'],
  ['玲', 'ling'],
  ['鹏', 'peng'],
  ['斌', 'bin'],
  ['宇', 'yu'],
  ['浩', 'hao'],
  ['凯', 'kai'],
  ['晨', 'chen'],
  ['欣', 'xin'],
  ['婷', 'ting'],
  ['雪', 'xue'],
  ['琳', 'lin'],
  ['晓', 'xiao'],
  ['波', 'bo'],
  ['海', 'hai'],
  ['红', 'hong'],
  ['梅', 'mei'],
  ['志', 'zhi'],
  ['俊', 'jun'],
  ['佳', 'jia'],
  ['慧', 'hui'],
  ['瑞', 'rui'],
  ['博', 'bo'],
  ['嘉', 'jia'],
  ['子', 'zi'],
  ['思', 'si'],
  ['雨', 'yu'],
  ['梓', 'zi'],
  ['涵', 'han'],
  ['轩', 'xuan'],
  ['泽', 'ze'],
  ['清', 'qing'],
  ['源', 'yuan'],
  ['江', 'jiang'],
  ['川', 'chuan'],
  ['水', 'shui'],
];

const MOBILE_PREFIXES = [
  '138',
  '139',
  '137',
  '136',
  '135',
  '150',
  '151',
  '158',
  '159',
  '186',
  '187',
  '188',
  '189',
  '177',
  '180',
  '133',
  '153',
  '199',
];
const MAIL_DOMAIN = 'lanjiang-water.cn';

export interface BenchPerson {
  account: string;
  realName: string;
  mobilePhone: string | null;
  email: string | null;
}

/** The simulator's mulberry32: a small seeded generator, so the directory is the same on every run. */
export const seededRandom = mulberry32;

const TOTAL_WEIGHT = SURNAMES.reduce((sum, [, , weight]) => sum + weight, 0);

function pickSurname(random: () => number): [string, string] {
  let left = random() * TOTAL_WEIGHT;
  for (const [surname, pinyin, weight] of SURNAMES) {
    left -= weight;
    if (left < 0) return [surname, pinyin];
  }
  const [surname, pinyin] = SURNAMES[0] as [string, string, number];
  return [surname, pinyin];
}

function pickGiven(random: () => number): [string, string] {
  return GIVEN[Math.floor(random() * GIVEN.length)] as [string, string];
}

/**
 * Person number `index` (0-based, unique per run): the account ends in the number, so accounts never repeat, and
 * the mobile number is the number spread over 8 digits (7,919 is prime to 10^8, so these never repeat either).
 */
export function benchPerson(index: number, random: () => number): BenchPerson {
  const [surname, surnamePinyin] = pickSurname(random);
  const given = random() < 0.7 ? [pickGiven(random), pickGiven(random)] : [pickGiven(random)];
  const realName = surname + given.map(([character]) => character).join('');
  const account = `${surnamePinyin}${given.map(([, pinyin]) => pinyin[0]).join('')}${index}`;
  const prefix = MOBILE_PREFIXES[index % MOBILE_PREFIXES.length] as string;
  const digits = String((index * 7919 + 12_345) % 100_000_000).padStart(8, '0');
  return {
    account,
    realName,
    mobilePhone: random() < 0.92 ? `${prefix}${digits}` : null,
    email: random() < 0.7 ? `${account}@${MAIL_DOMAIN}` : null,
  };
}
