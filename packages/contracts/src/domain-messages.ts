/**
 * The business's words that every page and e-mail uses alike: the services, the extras, a
 * reservation's status and an order's status. Each remote, the shell and the notifications
 * service spread them first into their own messages (a remote may say one more precisely after
 * them), so the names a customer chose, reads in an e-mail and sees in the account match.
 */
const fi = {
  'service.tire_change': 'Renkaanvaihto',
  'service.tire_repair_1': 'Renkaan korjaus',
  'service.tire_install_1': 'Renkaiden asennus, 1 rengas',
  'service.tire_install_2': 'Renkaiden asennus, 2 rengasta',
  'service.tire_install_3': 'Renkaiden asennus, 3 rengasta',
  'service.tire_install_4': 'Renkaiden asennus, 4 rengasta',
  'service.call_mechanic': 'Mekaanikko paikan päälle',

  'extra.van_suv_charge': 'Pakettiauto- tai SUV-lisä',
  'extra.tire_bags': 'Rengaskassit (4 kpl)',
  'extra.retightening': 'Jälkikiristys (100 km jälkeen)',
  'extra.tire_storage': 'Rengashotelli (säilytys, per kausi)',

  'status.pending': 'Odottaa vahvistusta',
  'status.confirmed': 'Vahvistettu',
  'status.in_progress': 'Työn alla',
  'status.completed': 'Valmis',
  'status.cancelled': 'Peruttu',
  /** Not a stored status: a completed booking whose customer did not come (the answer's noShow). */
  'status.no_show': 'Ei saapunut',

  'orderStatus.pending': 'Odottaa',
  'orderStatus.paid': 'Maksettu',
  'orderStatus.processing': 'Käsittelyssä',
  'orderStatus.delivered': 'Toimitettu',
  'orderStatus.cancelled': 'Peruttu',
  'orderStatus.ready': 'Noudettavissa',
  'orderStatus.fitted': 'Asennettu',
  'orderStatus.picked_up': 'Noudettu',
} as const;

const en: Record<keyof typeof fi, string> = {
  'service.tire_change': 'Tire change',
  'service.tire_repair_1': 'Tire repair',
  'service.tire_install_1': 'Tire installation, 1 tire',
  'service.tire_install_2': 'Tire installation, 2 tires',
  'service.tire_install_3': 'Tire installation, 3 tires',
  'service.tire_install_4': 'Tire installation, 4 tires',
  'service.call_mechanic': 'Call a mechanic',

  'extra.van_suv_charge': 'Van/SUV charge',
  'extra.tire_bags': 'Tire bags (4 pcs)',
  'extra.retightening': 'Retightening (after 100 km)',
  'extra.tire_storage': 'Tire hotel (storage, per season)',

  'status.pending': 'Pending',
  'status.confirmed': 'Confirmed',
  'status.in_progress': 'In progress',
  'status.completed': 'Completed',
  'status.cancelled': 'Cancelled',
  'status.no_show': 'No-show',

  'orderStatus.pending': 'Pending',
  'orderStatus.paid': 'Paid',
  'orderStatus.processing': 'Processing',
  'orderStatus.delivered': 'Delivered',
  'orderStatus.cancelled': 'Cancelled',
  'orderStatus.ready': 'Ready for pickup',
  'orderStatus.fitted': 'Fitted',
  'orderStatus.picked_up': 'Picked up',
};

export const DOMAIN_MESSAGES = { fi, en };
