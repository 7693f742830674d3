import type { ConversationKind } from '../../../common/chat/rules';
import type { MemberRow } from './members';

/**
 * How a conversation reads for one viewer (issue 17, point 12): its title, and the composer's
 * line of who will see what they write ("Maria, Maria’s parents and you").
 */

export interface ConversationWords {
  kind: ConversationKind;
  title: string | null;
  classTitle: string;
  /** The student a direct or family conversation is about. */
  about: AboutStudent | null;
}

export interface AboutStudent {
  firstName: string;
  fullName: string;
}

const listed = (names: string[]) => {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

const possessive = (name: string) => `${name}’s`;

/** The viewer's name for each other member: students by first name, parents as a family. */
function othersOf(members: readonly MemberRow[], viewerKey: string, about: AboutStudent | null) {
  const viewer = members.find((m) => m.key === viewerKey);
  const others = members.filter((m) => m.key !== viewerKey);
  const familyOf = about && others.some((m) => m.kind === 'parent') ? about : null;
  const parentWord = others.filter((m) => m.kind === 'parent').length === 1 ? 'parent' : 'parents';
  const names: string[] = [];
  let familyNamed = false;
  for (const member of others) {
    if (member.kind === 'parent' && familyOf) {
      if (!familyNamed) {
        names.push(
          viewer?.kind === 'parent'
            ? `${possessive(familyOf.firstName)} other ${parentWord}`
            : `${possessive(familyOf.firstName)} ${parentWord}`,
        );
        familyNamed = true;
      }
    } else if (member.kind === 'student') names.push(member.firstName);
    else if (member.kind === 'observer') names.push(`${member.fullName} (observer)`);
    else names.push(member.fullName);
  }
  return names;
}

/** "Maria, Maria’s parents and you": who sees what the viewer writes. */
export function audienceOf(
  words: ConversationWords,
  members: readonly MemberRow[],
  viewerKey: string,
): string {
  if (words.kind === 'class') return `Everyone in ${words.classTitle} and you`;
  if (words.kind === 'announcement') return `The students and families of ${words.classTitle}`;
  const inIt = members.some((m) => m.key === viewerKey);
  const names = othersOf(members, viewerKey, words.about);
  return inIt ? listed([...names, 'you']) : listed(names);
}

/** The conversation's name in the viewer's list. */
export function titleOf(
  words: ConversationWords,
  members: readonly MemberRow[],
  viewerKey: string,
): string {
  if (words.title) return words.title;
  const viewer = members.find((m) => m.key === viewerKey);
  const teachers = members.filter((m) => m.kind === 'teacher').map((m) => m.fullName);
  const about = words.about;
  switch (words.kind) {
    case 'class':
      return `${words.classTitle}: whole class`;
    case 'announcement':
      return `${words.classTitle}: announcements`;
    case 'group':
      return `Group: ${listed(members.filter((m) => m.kind === 'student').map((m) => m.firstName))}`;
    case 'direct':
      return viewer?.kind === 'student' || viewer?.kind === 'parent'
        ? listed(teachers)
        : (about?.fullName ?? 'A student');
    case 'family':
      return viewer?.kind === 'parent'
        ? `${listed(teachers)} about ${about?.firstName ?? 'your child'}`
        : `${possessive(about?.fullName ?? 'A student')} family`;
    case 'parents':
      return listed(members.filter((m) => m.key !== viewerKey).map((m) => m.fullName));
  }
}
