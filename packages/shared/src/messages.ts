// User-facing texts from the specification, word for word. The API and the web app
// both use them so a test on either side checks the same string.

export const MESSAGES = {
  notFoundPage: 'Page not found. Please check the URL and try again.',
  loading: 'Loading...',

  allFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Invalid email',
  resumeUploaded: (fileName: string) => `${fileName} uploaded successfully!`,
  signupSuccess: 'Signup successful! Redirecting...',
  emailInUse: 'Email address already in use',
  signupFailedPrefix: 'Signup failed: ',
  userExists: 'User exists',

  fillAllFields: 'Please fill out all fields',
  loginSuccess: 'Login successful! Redirecting...',
  incorrectCredentials: 'Incorrect email or password',

  forgotPasswordAnswer:
    'If an account exists for that email, we have sent a link to reset your password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordResetDone: 'Your password has been reset. You can now log in.',

  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  resumeFetchFailed: 'Failed to fetch resume',

  resumeRequired: 'Please upload a valid file before submitting.',
  resumeWrongType: 'Only PDF and Word document files are allowed.',
  resumeTooLarge: 'File size should be less than 5MB.',
  applySubmitting: 'Submitting Application...',
  applySuccessTitle: 'Success!',
  applyFailed: 'Failed to submit application',
  applicationReceived: 'Application submitted successfully! We will be in touch soon.',

  contactThankYouTitle: 'Thank You!',
  contactThankYouText: 'Your email has been sent successfully. We will be in contact soon.',

  jobPosted: 'Job posted successfully!',
  jobPostFailed: 'Error posting job',
  jobNotFound: 'Job not found',
  deleteJobConfirm: 'Are you sure you want to delete this job?',
  positionClosed: 'This position is no longer accepting applications',

  notLoggedIn: 'You must be logged in to do that.',
  adminOnly: 'Only administrators can do that.',
  staffOnly: 'Only agency staff can do that.',
  reauthenticationRequired: 'For your security, confirm it is you before doing that.',
  sessionNotFound: 'That session has already ended.',
  secondFactorEnrolmentRequired:
    'Staff accounts need two-step sign-in. Set up an authenticator app to continue.',
  wrongSecondFactorCode: 'That code is not right. Check the app and try again.',
  mfaChallengeExpired: 'Your sign-in took too long. Enter your email and password again.',
  passkeyNotFound: 'That passkey is not on this account.',
  passkeyUnknown: 'This passkey is not registered here. Sign in another way and add it again.',
  passkeyChallengeExpired: 'The passkey request expired. Please try again.',
  noPasskeys: 'This account has no passkeys. Confirm with your password instead.',
  passkeyAlreadyAdded: 'This passkey is already on your account.',
  passkeyRejected: 'The passkey could not be verified. Please try again.',
  csrfRejected: 'Your session token is missing or invalid. Reload the page and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  validationFailed: 'Some fields are missing or invalid.',
  serverError: 'Something went wrong on our side. Please try again.',
  apiRouteNotFound: 'No such API endpoint.',
  fileTooLarge: 'File size should be less than 5MB.',
} as const;
