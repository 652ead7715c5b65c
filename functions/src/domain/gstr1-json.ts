// GSTR-1 as the GST portal's offline tool writes it and its upload reads it ("GST3.2"): each
// table's rows, with the portal's own field names. domain/gstr1.ts fills them.

/** An amount as the portal writes it: rupees, at most two decimals. */
export type Rupees = number;

export interface ItemDetail {
  txval: Rupees;
  rt: number;
  iamt: Rupees;
  camt: Rupees;
  samt: Rupees;
  csamt: 0;
}
/** An inter-state supply's item: IGST only. */
export type IgstItemDetail = Pick<ItemDetail, 'txval' | 'rt' | 'iamt' | 'csamt'>;
export interface Item<Detail> {
  num: number;
  itm_det: Detail;
}

export type InvoiceType = 'R' | 'SEWP' | 'SEWOP';

export interface B2bInvoice {
  inum: string;
  idt: string;
  val: Rupees;
  pos: string;
  rchrg: 'N';
  inv_typ: InvoiceType;
  itms: Item<ItemDetail>[];
}
export interface B2clInvoice {
  inum: string;
  idt: string;
  val: Rupees;
  itms: Item<IgstItemDetail>[];
}
export interface B2csRow extends ItemDetail {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
}
export interface RegisteredNote {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: Rupees;
  pos: string;
  rchrg: 'N';
  inv_typ: InvoiceType;
  itms: Item<ItemDetail>[];
}
export interface UnregisteredNote {
  typ: 'B2CL' | 'EXPWP' | 'EXPWOP';
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: Rupees;
  /** Left out for an export's. */
  pos?: string;
  itms: Item<IgstItemDetail>[];
}
export interface ExportInvoice {
  inum: string;
  idt: string;
  val: Rupees;
  itms: IgstItemDetail[];
}
export interface HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: 'NA';
  qty: 0;
  txval: Rupees;
  iamt: Rupees;
  camt: Rupees;
  samt: Rupees;
  csamt: 0;
  rt: number;
}
export interface DocumentSeriesRow {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

/** The portal's part of the return, as its JSON names things. */
export interface Gstr1Json {
  gstin: string;
  /** MMYYYY: the period's last month. */
  fp: string;
  version: 'GST3.2';
  hash: 'hash';
  b2b: { ctin: string; inv: B2bInvoice[] }[];
  b2cl: { pos: string; inv: B2clInvoice[] }[];
  b2cs: B2csRow[];
  cdnr: { ctin: string; nt: RegisteredNote[] }[];
  cdnur: UnregisteredNote[];
  exp: { exp_typ: 'WPAY' | 'WOPAY'; inv: ExportInvoice[] }[];
  /** `data` is every row; `hsn_b2b` and `hsn_b2c` the same split by whether the buyer is registered. */
  hsn: { data: HsnRow[]; hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] };
  /** doc_num 1: invoices for outward supply; 5: credit notes. */
  doc_issue: { doc_det: { doc_num: 1 | 5; docs: DocumentSeriesRow[] }[] };
}
