/** Enumerations of spec 02 section 4 and spec 01 section 3, with their Chinese labels. */

export const CylinderCategory = { Liquefied: 1, Industrial: 2, Vehicle: 3 } as const;
export type CylinderCategory = (typeof CylinderCategory)[keyof typeof CylinderCategory];
export const cylinderCategoryLabels: Record<CylinderCategory, string> = {
  1: '液化气瓶',
  2: '工业气瓶',
  3: '车用气瓶',
};

/** Stored lifecycle status of a cylinder (advanced query values). */
export const CylinderStatus = {
  Normal: 0,
  Scrapped: 2,
  Cancelled: 5,
  TransferredOut: 6,
  Stopped: 7,
  Deleted: 8,
  Returned: 9,
} as const;
export type CylinderStatus = (typeof CylinderStatus)[keyof typeof CylinderStatus];
export const cylinderStatusValues = Object.values(CylinderStatus) as CylinderStatus[];
export const cylinderStatusLabels: Record<CylinderStatus, string> = {
  0: '正常',
  2: '已报废',
  5: '已注销',
  6: '已转出',
  7: '已停用',
  8: '已删除',
  9: '已退回',
};

/** Texts a status column shows when the date rules override the stored status. */
export const cylinderStatusTexts = {
  overdueInspection: '超期未检',
  overdueScrap: '超期未报废',
  scrapped: cylinderStatusLabels[2],
} as const;

/** Ownership (belongType). Value 2 is "custodial", except in region 440900 where it reads "hosted". */
export const BelongType = { Own: 0, NonOwn: 1, Custodial: 2 } as const;
export type BelongType = (typeof BelongType)[keyof typeof BelongType];

export const StationType = { FuelGas: 1, Industrial: 2, Vehicle: 3 } as const;
export type StationType = (typeof StationType)[keyof typeof StationType];
export const stationTypeLabels: Record<StationType, string> = {
  1: '燃气充装站',
  2: '工业气体充装站',
  3: '车用气体充装站',
};

/** What kind of unit a station row is. */
export const StationKind = { Filling: 1, Inspection: 2 } as const;
export type StationKind = (typeof StationKind)[keyof typeof StationKind];

/** belongToType of a user (spec 01 section 3). */
export const BelongToType = { FillingStation: 1, Regulator: 10, Station: 20, Other: 30 } as const;
export type BelongToType = (typeof BelongToType)[keyof typeof BelongToType];
/** What kind of unit a user belongs to, as the user lists name it. */
export const belongToTypeLabels: Record<BelongToType, string> = {
  1: '充装单位',
  10: '监管单位',
  20: '检验机构',
  30: '其他',
};

/** State of the cylinder at the moment it was filled (report status columns). */
export const FillingCylinderState = { Normal: 0, Expired: 1, Scrapped: 2, NoArchive: 3 } as const;
export type FillingCylinderState = (typeof FillingCylinderState)[keyof typeof FillingCylinderState];
export const fillingCylinderStateLabels: Record<FillingCylinderState, string> = {
  0: '正常',
  1: '超期',
  2: '报废',
  3: '无档案',
};

export const InspectionResult = { Qualified: 1, Unqualified: 2, Scrap: 3 } as const;
export type InspectionResult = (typeof InspectionResult)[keyof typeof InspectionResult];
export const inspectionResultLabels: Record<InspectionResult, string> = {
  1: '合格',
  2: '不合格',
  3: '判废',
};

/** Inspection task status (spec 02 section 4): where an inspection record stands. */
export const InspectionTaskStatus = { Checking: 0, Complete: 1, Rectifying: 2, RectificationComplete: 3 } as const;
export type InspectionTaskStatus = (typeof InspectionTaskStatus)[keyof typeof InspectionTaskStatus];
export const inspectionTaskStatusLabels: Record<InspectionTaskStatus, string> = {
  0: '检验中',
  1: '检验完成',
  2: '整改中',
  3: '整改完成',
};

/** Approval result of an inspection task (spec 02 section 4); the reviewer's audit result uses the same values. */
export const ApprovalResult = { Approved: 1, Rejected: -1, Pending: 0 } as const;
export type ApprovalResult = (typeof ApprovalResult)[keyof typeof ApprovalResult];
export const approvalResultLabels: Record<ApprovalResult, string> = {
  1: '已审批',
  [-1]: '已驳回',
  0: '未审批',
} as Record<ApprovalResult, string>;
export const auditResultLabels: Record<ApprovalResult, string> = {
  1: '审核通过',
  [-1]: '审核退回',
  0: '待审核',
} as Record<ApprovalResult, string>;

/** proofMaterial bit flags (spec 02 section 3.2). */
export const ProofMaterial = {
  ProductQualityCertificate: 1,
  SupervisionInspectionCertificate: 2,
  OwnershipCertificate: 4,
  InspectionQualificationCertificate: 8,
} as const;
export const proofMaterialLabels: Record<number, string> = {
  1: '产品质量证明书',
  2: '监督检验证书',
  4: '产权证明',
  8: '检验合格证',
};

export const ImageKind = { Archive: 1, Supplemental: 2 } as const;
export type ImageKind = (typeof ImageKind)[keyof typeof ImageKind];

/** Why a cylinder is abnormal (cylinder_abnormal.kind). */
export const AbnormalKind = {
  RegulatorStopped: 1,
  ReportedLost: 2,
  OverdueOrScrapFilling: 3,
  DuplicateSuspected: 4,
} as const;
export type AbnormalKind = (typeof AbnormalKind)[keyof typeof AbnormalKind];
export const abnormalKindLabels: Record<AbnormalKind, string> = {
  1: '监管停用',
  2: '报失',
  3: '超期或报废充装',
  4: '档案重复存疑',
};

/**
 * Cylinder variety codes of the use registration (QpregCylinderTypeCode). The spec does not show the codes; this is
 * the platform's own list, after the varieties of TSG 23 (气瓶安全技术规程) that a use registration names.
 */
export const qpregCylinderTypeLabels: Record<number, string> = {
  1: '液化石油气钢瓶',
  2: '液化二甲醚钢瓶',
  3: '工业用无缝气瓶',
  4: '工业用焊接气瓶',
  5: '溶解乙炔气瓶',
  6: '焊接绝热气瓶（杜瓦瓶）',
  7: '车用压缩天然气气瓶',
  8: '车用液化天然气气瓶',
  9: '车用氢气瓶',
  10: '呼吸器用复合气瓶',
  11: '其他气瓶',
};

/** Pre-fill (1) and post-fill (2) checks (spec 02 section 3.4). */
export const FillingCheckKind = { Before: 1, After: 2 } as const;
export type FillingCheckKind = (typeof FillingCheckKind)[keyof typeof FillingCheckKind];
export const fillingCheckKindLabels: Record<FillingCheckKind, string> = { 1: '充装前检查', 2: '充装后检查' };

/** What a check decided for the cylinder (disposeMethodName); codes are stored, so they never change meaning. */
export const FillingCheckDispose = {
  Fill: 1,
  DrainThenFill: 2,
  Refuse: 3,
  SendForInspection: 4,
  Scrap: 5,
  Release: 6,
  Refill: 7,
} as const;
export type FillingCheckDispose = (typeof FillingCheckDispose)[keyof typeof FillingCheckDispose];
export const fillingCheckDisposeValues = Object.values(FillingCheckDispose) as FillingCheckDispose[];
export const fillingCheckDisposeLabels: Record<FillingCheckDispose, string> = {
  1: '合格，准予充装',
  2: '抽残液后充装',
  3: '不合格，拒绝充装',
  4: '送定期检验',
  5: '送报废处理',
  6: '合格，准予出站',
  7: '不合格，退回重新处理',
};
