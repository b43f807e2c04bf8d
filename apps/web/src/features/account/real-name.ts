import type { UserInfo } from '@saham/contract/user';

/** The tag colour of a real-name status. */
export function realNameTone(status: UserInfo['realNameStatus']): string {
  switch (status) {
    case 'verified':
      return 'tag-success';
    case 'pending':
      return 'tag-warning';
    case 'rejected':
      return 'tag-danger';
    case 'none':
      return 'tag-neutral';
  }
}
