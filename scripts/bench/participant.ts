/** The participant's details every benchmark registration carries (the tier's fields are added). */
export function benchParticipant(email: string, lastName: string) {
  return {
    title: 'Dr',
    firstName: 'Bench',
    lastName,
    organization: 'Load Test Institute',
    address: '1 Benchmark Road',
    city: 'Dharwad',
    // A group of the largest size is invoiced ₹50,000 or more, whose invoice names the state (rule 46(e)).
    state: 'Karnataka',
    country: 'India',
    postcode: '580011',
    mobile: '+91 98765 43210',
    gender: 'Other',
    email,
  };
}
