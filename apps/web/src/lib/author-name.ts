import type { Post } from '@kizuki/shared';

/** A person as the app names them: family name first. */
export function authorName(author: Pick<Post['author'], 'firstName' | 'lastName'>) {
  return `${author.lastName} ${author.firstName}`;
}
