// One participant for the domain's tests (not bundled: only tests import it). Each test file
// states the fields its rule is about and spreads the rest from here.
export const PARTICIPANT = {
  title: 'Dr',
  firstName: 'Asha',
  lastName: 'Rao',
  organization: 'IIT Dharwad',
  address: 'Chikkamalligawad',
  city: 'Dharwad',
  country: 'India',
  postcode: '580011',
  mobile: '+91 98765 43210',
  gender: 'Female',
  email: 'asha@example.org',
  verifyEmail: 'asha@example.org',
};
