import { PAGES_EN_MESSAGES } from '../../i18n/messages.en';

/** The admin page's English texts (`/admin`: the registered users), loaded with the page. */
export const ADMIN_EN_MESSAGES = {
  ...PAGES_EN_MESSAGES,
  'host.adminTitle': 'Registered users · Thryve Health',
  'host.adminHeading': 'Registered users',
  'host.adminLoading': 'Loading the users…',
  'host.adminFailed': 'We couldn’t load the users.',
  'host.adminEmpty': 'No users have registered yet.',
  'host.adminCaption': 'Registered users',
  'host.adminEmail': 'Email',
  'host.adminUsername': 'Username',
  'host.adminName': 'Name',
  'host.adminRegistered': 'Registered',
};
