/** English e-mail texts. `{name}` placeholders are filled by `translate()`. */
export const en = {
  'brand.name': 'Rengaspalvelu',
  'footer.automatic': 'This is an automatic message; replies are not read.',

  'loginCode.login.subject': 'Your sign-in code: {code}',
  'loginCode.login.heading': 'Sign in to Rengaspalvelu',
  'loginCode.login.intro': 'Enter this code on the sign-in page:',
  'loginCode.signup.subject': 'Your sign-up code: {code}',
  'loginCode.signup.heading': 'Welcome to Rengaspalvelu',
  'loginCode.signup.intro': 'Enter this code to confirm your e-mail address and create your account:',
  'loginCode.expires': 'The code is valid for {minutes} minutes and works once.',
  'loginCode.ignore': 'If you did not ask for this code, you can ignore this message; nobody can sign in without it.',

  'receipt.subject': 'Booking confirmation {trackingCode}',
  'receipt.heading': 'Thank you for your booking',
  'receipt.greeting.named': 'Hello {name},',
  'receipt.greeting.anonymous': 'Hello,',
  'receipt.intro': 'We have received your booking. Here are its details:',
  'receipt.trackingCode': 'Tracking code',
  'receipt.service': 'Service',
  'receipt.place': 'Place',
  'receipt.date': 'Date',
  'receipt.time': 'Time',
  'receipt.total': 'Total',
  'receipt.track': 'Follow your booking',
  'receipt.trackText': 'Follow your booking: {url}',
  'receipt.calendar': 'The attached calendar file (.ics) adds the appointment to your calendar.',
  'receipt.changes': "Changes to a booking need 24 hours' notice.",
  'receipt.calendarTitle': 'Rengaspalvelu: {service}',
  'receipt.calendarDescription': 'Tracking code {trackingCode}. Follow your booking: {url}',

  'service.tire_change': 'Tire change',
  'service.tire_repair_1': 'Tire repair',
  'service.tire_install_1': 'Tire installation, 1 tire',
  'service.tire_install_2': 'Tire installation, 2 tires',
  'service.tire_install_3': 'Tire installation, 3 tires',
  'service.tire_install_4': 'Tire installation, 4 tires',
  'service.call_mechanic': 'Call a mechanic',
} as const;

export type MessageKey = keyof typeof en;
