/**
 * A checkout's payment with the test gateway's card that is always accepted, for the
 * suites that buy many times over (reliability). `name` tells the buyers apart.
 */
export const acceptedTestCard = (name: string) => ({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name });
