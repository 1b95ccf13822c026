// This file is written by Scripts/generate.swift; edit that script, not this file.
// swift-format-ignore-file

import Injectable
import Swinject

/// 500 protocol/implementation pairs: each registered as an interface and resolved once.
enum Startup {
    static let count = 500

    protocol S000: AnyObject {}
    final class S000Impl: S000, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S001: AnyObject {}
    final class S001Impl: S001, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S002: AnyObject {}
    final class S002Impl: S002, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S003: AnyObject {}
    final class S003Impl: S003, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S004: AnyObject {}
    final class S004Impl: S004, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S005: AnyObject {}
    final class S005Impl: S005, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S006: AnyObject {}
    final class S006Impl: S006, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S007: AnyObject {}
    final class S007Impl: S007, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S008: AnyObject {}
    final class S008Impl: S008, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S009: AnyObject {}
    final class S009Impl: S009, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S010: AnyObject {}
    final class S010Impl: S010, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S011: AnyObject {}
    final class S011Impl: S011, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S012: AnyObject {}
    final class S012Impl: S012, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S013: AnyObject {}
    final class S013Impl: S013, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S014: AnyObject {}
    final class S014Impl: S014, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S015: AnyObject {}
    final class S015Impl: S015, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S016: AnyObject {}
    final class S016Impl: S016, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S017: AnyObject {}
    final class S017Impl: S017, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S018: AnyObject {}
    final class S018Impl: S018, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S019: AnyObject {}
    final class S019Impl: S019, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S020: AnyObject {}
    final class S020Impl: S020, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S021: AnyObject {}
    final class S021Impl: S021, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S022: AnyObject {}
    final class S022Impl: S022, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S023: AnyObject {}
    final class S023Impl: S023, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S024: AnyObject {}
    final class S024Impl: S024, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S025: AnyObject {}
    final class S025Impl: S025, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S026: AnyObject {}
    final class S026Impl: S026, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S027: AnyObject {}
    final class S027Impl: S027, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S028: AnyObject {}
    final class S028Impl: S028, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S029: AnyObject {}
    final class S029Impl: S029, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S030: AnyObject {}
    final class S030Impl: S030, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S031: AnyObject {}
    final class S031Impl: S031, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S032: AnyObject {}
    final class S032Impl: S032, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S033: AnyObject {}
    final class S033Impl: S033, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S034: AnyObject {}
    final class S034Impl: S034, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S035: AnyObject {}
    final class S035Impl: S035, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S036: AnyObject {}
    final class S036Impl: S036, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S037: AnyObject {}
    final class S037Impl: S037, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S038: AnyObject {}
    final class S038Impl: S038, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S039: AnyObject {}
    final class S039Impl: S039, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S040: AnyObject {}
    final class S040Impl: S040, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S041: AnyObject {}
    final class S041Impl: S041, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S042: AnyObject {}
    final class S042Impl: S042, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S043: AnyObject {}
    final class S043Impl: S043, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S044: AnyObject {}
    final class S044Impl: S044, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S045: AnyObject {}
    final class S045Impl: S045, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S046: AnyObject {}
    final class S046Impl: S046, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S047: AnyObject {}
    final class S047Impl: S047, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S048: AnyObject {}
    final class S048Impl: S048, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S049: AnyObject {}
    final class S049Impl: S049, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S050: AnyObject {}
    final class S050Impl: S050, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S051: AnyObject {}
    final class S051Impl: S051, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S052: AnyObject {}
    final class S052Impl: S052, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S053: AnyObject {}
    final class S053Impl: S053, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S054: AnyObject {}
    final class S054Impl: S054, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S055: AnyObject {}
    final class S055Impl: S055, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S056: AnyObject {}
    final class S056Impl: S056, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S057: AnyObject {}
    final class S057Impl: S057, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S058: AnyObject {}
    final class S058Impl: S058, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S059: AnyObject {}
    final class S059Impl: S059, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S060: AnyObject {}
    final class S060Impl: S060, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S061: AnyObject {}
    final class S061Impl: S061, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S062: AnyObject {}
    final class S062Impl: S062, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S063: AnyObject {}
    final class S063Impl: S063, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S064: AnyObject {}
    final class S064Impl: S064, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S065: AnyObject {}
    final class S065Impl: S065, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S066: AnyObject {}
    final class S066Impl: S066, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S067: AnyObject {}
    final class S067Impl: S067, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S068: AnyObject {}
    final class S068Impl: S068, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S069: AnyObject {}
    final class S069Impl: S069, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S070: AnyObject {}
    final class S070Impl: S070, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S071: AnyObject {}
    final class S071Impl: S071, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S072: AnyObject {}
    final class S072Impl: S072, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S073: AnyObject {}
    final class S073Impl: S073, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S074: AnyObject {}
    final class S074Impl: S074, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S075: AnyObject {}
    final class S075Impl: S075, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S076: AnyObject {}
    final class S076Impl: S076, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S077: AnyObject {}
    final class S077Impl: S077, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S078: AnyObject {}
    final class S078Impl: S078, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S079: AnyObject {}
    final class S079Impl: S079, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S080: AnyObject {}
    final class S080Impl: S080, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S081: AnyObject {}
    final class S081Impl: S081, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S082: AnyObject {}
    final class S082Impl: S082, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S083: AnyObject {}
    final class S083Impl: S083, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S084: AnyObject {}
    final class S084Impl: S084, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S085: AnyObject {}
    final class S085Impl: S085, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S086: AnyObject {}
    final class S086Impl: S086, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S087: AnyObject {}
    final class S087Impl: S087, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S088: AnyObject {}
    final class S088Impl: S088, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S089: AnyObject {}
    final class S089Impl: S089, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S090: AnyObject {}
    final class S090Impl: S090, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S091: AnyObject {}
    final class S091Impl: S091, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S092: AnyObject {}
    final class S092Impl: S092, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S093: AnyObject {}
    final class S093Impl: S093, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S094: AnyObject {}
    final class S094Impl: S094, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S095: AnyObject {}
    final class S095Impl: S095, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S096: AnyObject {}
    final class S096Impl: S096, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S097: AnyObject {}
    final class S097Impl: S097, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S098: AnyObject {}
    final class S098Impl: S098, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S099: AnyObject {}
    final class S099Impl: S099, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S100: AnyObject {}
    final class S100Impl: S100, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S101: AnyObject {}
    final class S101Impl: S101, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S102: AnyObject {}
    final class S102Impl: S102, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S103: AnyObject {}
    final class S103Impl: S103, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S104: AnyObject {}
    final class S104Impl: S104, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S105: AnyObject {}
    final class S105Impl: S105, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S106: AnyObject {}
    final class S106Impl: S106, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S107: AnyObject {}
    final class S107Impl: S107, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S108: AnyObject {}
    final class S108Impl: S108, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S109: AnyObject {}
    final class S109Impl: S109, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S110: AnyObject {}
    final class S110Impl: S110, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S111: AnyObject {}
    final class S111Impl: S111, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S112: AnyObject {}
    final class S112Impl: S112, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S113: AnyObject {}
    final class S113Impl: S113, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S114: AnyObject {}
    final class S114Impl: S114, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S115: AnyObject {}
    final class S115Impl: S115, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S116: AnyObject {}
    final class S116Impl: S116, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S117: AnyObject {}
    final class S117Impl: S117, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S118: AnyObject {}
    final class S118Impl: S118, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S119: AnyObject {}
    final class S119Impl: S119, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S120: AnyObject {}
    final class S120Impl: S120, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S121: AnyObject {}
    final class S121Impl: S121, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S122: AnyObject {}
    final class S122Impl: S122, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S123: AnyObject {}
    final class S123Impl: S123, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S124: AnyObject {}
    final class S124Impl: S124, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S125: AnyObject {}
    final class S125Impl: S125, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S126: AnyObject {}
    final class S126Impl: S126, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S127: AnyObject {}
    final class S127Impl: S127, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S128: AnyObject {}
    final class S128Impl: S128, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S129: AnyObject {}
    final class S129Impl: S129, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S130: AnyObject {}
    final class S130Impl: S130, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S131: AnyObject {}
    final class S131Impl: S131, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S132: AnyObject {}
    final class S132Impl: S132, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S133: AnyObject {}
    final class S133Impl: S133, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S134: AnyObject {}
    final class S134Impl: S134, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S135: AnyObject {}
    final class S135Impl: S135, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S136: AnyObject {}
    final class S136Impl: S136, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S137: AnyObject {}
    final class S137Impl: S137, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S138: AnyObject {}
    final class S138Impl: S138, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S139: AnyObject {}
    final class S139Impl: S139, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S140: AnyObject {}
    final class S140Impl: S140, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S141: AnyObject {}
    final class S141Impl: S141, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S142: AnyObject {}
    final class S142Impl: S142, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S143: AnyObject {}
    final class S143Impl: S143, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S144: AnyObject {}
    final class S144Impl: S144, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S145: AnyObject {}
    final class S145Impl: S145, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S146: AnyObject {}
    final class S146Impl: S146, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S147: AnyObject {}
    final class S147Impl: S147, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S148: AnyObject {}
    final class S148Impl: S148, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S149: AnyObject {}
    final class S149Impl: S149, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S150: AnyObject {}
    final class S150Impl: S150, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S151: AnyObject {}
    final class S151Impl: S151, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S152: AnyObject {}
    final class S152Impl: S152, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S153: AnyObject {}
    final class S153Impl: S153, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S154: AnyObject {}
    final class S154Impl: S154, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S155: AnyObject {}
    final class S155Impl: S155, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S156: AnyObject {}
    final class S156Impl: S156, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S157: AnyObject {}
    final class S157Impl: S157, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S158: AnyObject {}
    final class S158Impl: S158, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S159: AnyObject {}
    final class S159Impl: S159, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S160: AnyObject {}
    final class S160Impl: S160, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S161: AnyObject {}
    final class S161Impl: S161, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S162: AnyObject {}
    final class S162Impl: S162, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S163: AnyObject {}
    final class S163Impl: S163, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S164: AnyObject {}
    final class S164Impl: S164, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S165: AnyObject {}
    final class S165Impl: S165, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S166: AnyObject {}
    final class S166Impl: S166, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S167: AnyObject {}
    final class S167Impl: S167, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S168: AnyObject {}
    final class S168Impl: S168, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S169: AnyObject {}
    final class S169Impl: S169, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S170: AnyObject {}
    final class S170Impl: S170, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S171: AnyObject {}
    final class S171Impl: S171, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S172: AnyObject {}
    final class S172Impl: S172, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S173: AnyObject {}
    final class S173Impl: S173, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S174: AnyObject {}
    final class S174Impl: S174, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S175: AnyObject {}
    final class S175Impl: S175, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S176: AnyObject {}
    final class S176Impl: S176, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S177: AnyObject {}
    final class S177Impl: S177, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S178: AnyObject {}
    final class S178Impl: S178, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S179: AnyObject {}
    final class S179Impl: S179, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S180: AnyObject {}
    final class S180Impl: S180, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S181: AnyObject {}
    final class S181Impl: S181, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S182: AnyObject {}
    final class S182Impl: S182, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S183: AnyObject {}
    final class S183Impl: S183, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S184: AnyObject {}
    final class S184Impl: S184, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S185: AnyObject {}
    final class S185Impl: S185, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S186: AnyObject {}
    final class S186Impl: S186, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S187: AnyObject {}
    final class S187Impl: S187, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S188: AnyObject {}
    final class S188Impl: S188, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S189: AnyObject {}
    final class S189Impl: S189, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S190: AnyObject {}
    final class S190Impl: S190, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S191: AnyObject {}
    final class S191Impl: S191, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S192: AnyObject {}
    final class S192Impl: S192, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S193: AnyObject {}
    final class S193Impl: S193, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S194: AnyObject {}
    final class S194Impl: S194, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S195: AnyObject {}
    final class S195Impl: S195, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S196: AnyObject {}
    final class S196Impl: S196, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S197: AnyObject {}
    final class S197Impl: S197, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S198: AnyObject {}
    final class S198Impl: S198, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S199: AnyObject {}
    final class S199Impl: S199, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S200: AnyObject {}
    final class S200Impl: S200, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S201: AnyObject {}
    final class S201Impl: S201, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S202: AnyObject {}
    final class S202Impl: S202, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S203: AnyObject {}
    final class S203Impl: S203, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S204: AnyObject {}
    final class S204Impl: S204, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S205: AnyObject {}
    final class S205Impl: S205, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S206: AnyObject {}
    final class S206Impl: S206, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S207: AnyObject {}
    final class S207Impl: S207, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S208: AnyObject {}
    final class S208Impl: S208, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S209: AnyObject {}
    final class S209Impl: S209, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S210: AnyObject {}
    final class S210Impl: S210, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S211: AnyObject {}
    final class S211Impl: S211, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S212: AnyObject {}
    final class S212Impl: S212, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S213: AnyObject {}
    final class S213Impl: S213, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S214: AnyObject {}
    final class S214Impl: S214, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S215: AnyObject {}
    final class S215Impl: S215, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S216: AnyObject {}
    final class S216Impl: S216, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S217: AnyObject {}
    final class S217Impl: S217, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S218: AnyObject {}
    final class S218Impl: S218, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S219: AnyObject {}
    final class S219Impl: S219, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S220: AnyObject {}
    final class S220Impl: S220, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S221: AnyObject {}
    final class S221Impl: S221, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S222: AnyObject {}
    final class S222Impl: S222, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S223: AnyObject {}
    final class S223Impl: S223, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S224: AnyObject {}
    final class S224Impl: S224, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S225: AnyObject {}
    final class S225Impl: S225, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S226: AnyObject {}
    final class S226Impl: S226, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S227: AnyObject {}
    final class S227Impl: S227, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S228: AnyObject {}
    final class S228Impl: S228, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S229: AnyObject {}
    final class S229Impl: S229, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S230: AnyObject {}
    final class S230Impl: S230, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S231: AnyObject {}
    final class S231Impl: S231, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S232: AnyObject {}
    final class S232Impl: S232, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S233: AnyObject {}
    final class S233Impl: S233, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S234: AnyObject {}
    final class S234Impl: S234, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S235: AnyObject {}
    final class S235Impl: S235, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S236: AnyObject {}
    final class S236Impl: S236, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S237: AnyObject {}
    final class S237Impl: S237, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S238: AnyObject {}
    final class S238Impl: S238, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S239: AnyObject {}
    final class S239Impl: S239, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S240: AnyObject {}
    final class S240Impl: S240, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S241: AnyObject {}
    final class S241Impl: S241, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S242: AnyObject {}
    final class S242Impl: S242, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S243: AnyObject {}
    final class S243Impl: S243, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S244: AnyObject {}
    final class S244Impl: S244, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S245: AnyObject {}
    final class S245Impl: S245, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S246: AnyObject {}
    final class S246Impl: S246, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S247: AnyObject {}
    final class S247Impl: S247, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S248: AnyObject {}
    final class S248Impl: S248, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S249: AnyObject {}
    final class S249Impl: S249, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S250: AnyObject {}
    final class S250Impl: S250, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S251: AnyObject {}
    final class S251Impl: S251, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S252: AnyObject {}
    final class S252Impl: S252, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S253: AnyObject {}
    final class S253Impl: S253, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S254: AnyObject {}
    final class S254Impl: S254, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S255: AnyObject {}
    final class S255Impl: S255, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S256: AnyObject {}
    final class S256Impl: S256, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S257: AnyObject {}
    final class S257Impl: S257, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S258: AnyObject {}
    final class S258Impl: S258, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S259: AnyObject {}
    final class S259Impl: S259, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S260: AnyObject {}
    final class S260Impl: S260, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S261: AnyObject {}
    final class S261Impl: S261, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S262: AnyObject {}
    final class S262Impl: S262, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S263: AnyObject {}
    final class S263Impl: S263, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S264: AnyObject {}
    final class S264Impl: S264, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S265: AnyObject {}
    final class S265Impl: S265, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S266: AnyObject {}
    final class S266Impl: S266, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S267: AnyObject {}
    final class S267Impl: S267, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S268: AnyObject {}
    final class S268Impl: S268, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S269: AnyObject {}
    final class S269Impl: S269, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S270: AnyObject {}
    final class S270Impl: S270, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S271: AnyObject {}
    final class S271Impl: S271, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S272: AnyObject {}
    final class S272Impl: S272, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S273: AnyObject {}
    final class S273Impl: S273, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S274: AnyObject {}
    final class S274Impl: S274, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S275: AnyObject {}
    final class S275Impl: S275, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S276: AnyObject {}
    final class S276Impl: S276, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S277: AnyObject {}
    final class S277Impl: S277, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S278: AnyObject {}
    final class S278Impl: S278, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S279: AnyObject {}
    final class S279Impl: S279, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S280: AnyObject {}
    final class S280Impl: S280, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S281: AnyObject {}
    final class S281Impl: S281, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S282: AnyObject {}
    final class S282Impl: S282, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S283: AnyObject {}
    final class S283Impl: S283, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S284: AnyObject {}
    final class S284Impl: S284, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S285: AnyObject {}
    final class S285Impl: S285, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S286: AnyObject {}
    final class S286Impl: S286, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S287: AnyObject {}
    final class S287Impl: S287, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S288: AnyObject {}
    final class S288Impl: S288, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S289: AnyObject {}
    final class S289Impl: S289, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S290: AnyObject {}
    final class S290Impl: S290, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S291: AnyObject {}
    final class S291Impl: S291, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S292: AnyObject {}
    final class S292Impl: S292, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S293: AnyObject {}
    final class S293Impl: S293, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S294: AnyObject {}
    final class S294Impl: S294, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S295: AnyObject {}
    final class S295Impl: S295, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S296: AnyObject {}
    final class S296Impl: S296, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S297: AnyObject {}
    final class S297Impl: S297, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S298: AnyObject {}
    final class S298Impl: S298, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S299: AnyObject {}
    final class S299Impl: S299, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S300: AnyObject {}
    final class S300Impl: S300, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S301: AnyObject {}
    final class S301Impl: S301, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S302: AnyObject {}
    final class S302Impl: S302, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S303: AnyObject {}
    final class S303Impl: S303, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S304: AnyObject {}
    final class S304Impl: S304, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S305: AnyObject {}
    final class S305Impl: S305, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S306: AnyObject {}
    final class S306Impl: S306, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S307: AnyObject {}
    final class S307Impl: S307, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S308: AnyObject {}
    final class S308Impl: S308, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S309: AnyObject {}
    final class S309Impl: S309, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S310: AnyObject {}
    final class S310Impl: S310, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S311: AnyObject {}
    final class S311Impl: S311, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S312: AnyObject {}
    final class S312Impl: S312, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S313: AnyObject {}
    final class S313Impl: S313, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S314: AnyObject {}
    final class S314Impl: S314, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S315: AnyObject {}
    final class S315Impl: S315, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S316: AnyObject {}
    final class S316Impl: S316, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S317: AnyObject {}
    final class S317Impl: S317, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S318: AnyObject {}
    final class S318Impl: S318, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S319: AnyObject {}
    final class S319Impl: S319, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S320: AnyObject {}
    final class S320Impl: S320, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S321: AnyObject {}
    final class S321Impl: S321, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S322: AnyObject {}
    final class S322Impl: S322, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S323: AnyObject {}
    final class S323Impl: S323, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S324: AnyObject {}
    final class S324Impl: S324, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S325: AnyObject {}
    final class S325Impl: S325, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S326: AnyObject {}
    final class S326Impl: S326, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S327: AnyObject {}
    final class S327Impl: S327, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S328: AnyObject {}
    final class S328Impl: S328, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S329: AnyObject {}
    final class S329Impl: S329, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S330: AnyObject {}
    final class S330Impl: S330, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S331: AnyObject {}
    final class S331Impl: S331, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S332: AnyObject {}
    final class S332Impl: S332, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S333: AnyObject {}
    final class S333Impl: S333, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S334: AnyObject {}
    final class S334Impl: S334, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S335: AnyObject {}
    final class S335Impl: S335, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S336: AnyObject {}
    final class S336Impl: S336, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S337: AnyObject {}
    final class S337Impl: S337, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S338: AnyObject {}
    final class S338Impl: S338, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S339: AnyObject {}
    final class S339Impl: S339, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S340: AnyObject {}
    final class S340Impl: S340, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S341: AnyObject {}
    final class S341Impl: S341, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S342: AnyObject {}
    final class S342Impl: S342, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S343: AnyObject {}
    final class S343Impl: S343, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S344: AnyObject {}
    final class S344Impl: S344, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S345: AnyObject {}
    final class S345Impl: S345, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S346: AnyObject {}
    final class S346Impl: S346, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S347: AnyObject {}
    final class S347Impl: S347, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S348: AnyObject {}
    final class S348Impl: S348, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S349: AnyObject {}
    final class S349Impl: S349, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S350: AnyObject {}
    final class S350Impl: S350, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S351: AnyObject {}
    final class S351Impl: S351, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S352: AnyObject {}
    final class S352Impl: S352, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S353: AnyObject {}
    final class S353Impl: S353, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S354: AnyObject {}
    final class S354Impl: S354, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S355: AnyObject {}
    final class S355Impl: S355, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S356: AnyObject {}
    final class S356Impl: S356, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S357: AnyObject {}
    final class S357Impl: S357, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S358: AnyObject {}
    final class S358Impl: S358, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S359: AnyObject {}
    final class S359Impl: S359, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S360: AnyObject {}
    final class S360Impl: S360, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S361: AnyObject {}
    final class S361Impl: S361, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S362: AnyObject {}
    final class S362Impl: S362, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S363: AnyObject {}
    final class S363Impl: S363, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S364: AnyObject {}
    final class S364Impl: S364, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S365: AnyObject {}
    final class S365Impl: S365, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S366: AnyObject {}
    final class S366Impl: S366, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S367: AnyObject {}
    final class S367Impl: S367, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S368: AnyObject {}
    final class S368Impl: S368, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S369: AnyObject {}
    final class S369Impl: S369, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S370: AnyObject {}
    final class S370Impl: S370, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S371: AnyObject {}
    final class S371Impl: S371, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S372: AnyObject {}
    final class S372Impl: S372, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S373: AnyObject {}
    final class S373Impl: S373, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S374: AnyObject {}
    final class S374Impl: S374, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S375: AnyObject {}
    final class S375Impl: S375, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S376: AnyObject {}
    final class S376Impl: S376, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S377: AnyObject {}
    final class S377Impl: S377, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S378: AnyObject {}
    final class S378Impl: S378, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S379: AnyObject {}
    final class S379Impl: S379, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S380: AnyObject {}
    final class S380Impl: S380, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S381: AnyObject {}
    final class S381Impl: S381, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S382: AnyObject {}
    final class S382Impl: S382, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S383: AnyObject {}
    final class S383Impl: S383, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S384: AnyObject {}
    final class S384Impl: S384, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S385: AnyObject {}
    final class S385Impl: S385, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S386: AnyObject {}
    final class S386Impl: S386, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S387: AnyObject {}
    final class S387Impl: S387, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S388: AnyObject {}
    final class S388Impl: S388, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S389: AnyObject {}
    final class S389Impl: S389, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S390: AnyObject {}
    final class S390Impl: S390, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S391: AnyObject {}
    final class S391Impl: S391, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S392: AnyObject {}
    final class S392Impl: S392, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S393: AnyObject {}
    final class S393Impl: S393, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S394: AnyObject {}
    final class S394Impl: S394, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S395: AnyObject {}
    final class S395Impl: S395, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S396: AnyObject {}
    final class S396Impl: S396, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S397: AnyObject {}
    final class S397Impl: S397, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S398: AnyObject {}
    final class S398Impl: S398, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S399: AnyObject {}
    final class S399Impl: S399, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S400: AnyObject {}
    final class S400Impl: S400, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S401: AnyObject {}
    final class S401Impl: S401, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S402: AnyObject {}
    final class S402Impl: S402, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S403: AnyObject {}
    final class S403Impl: S403, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S404: AnyObject {}
    final class S404Impl: S404, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S405: AnyObject {}
    final class S405Impl: S405, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S406: AnyObject {}
    final class S406Impl: S406, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S407: AnyObject {}
    final class S407Impl: S407, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S408: AnyObject {}
    final class S408Impl: S408, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S409: AnyObject {}
    final class S409Impl: S409, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S410: AnyObject {}
    final class S410Impl: S410, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S411: AnyObject {}
    final class S411Impl: S411, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S412: AnyObject {}
    final class S412Impl: S412, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S413: AnyObject {}
    final class S413Impl: S413, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S414: AnyObject {}
    final class S414Impl: S414, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S415: AnyObject {}
    final class S415Impl: S415, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S416: AnyObject {}
    final class S416Impl: S416, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S417: AnyObject {}
    final class S417Impl: S417, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S418: AnyObject {}
    final class S418Impl: S418, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S419: AnyObject {}
    final class S419Impl: S419, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S420: AnyObject {}
    final class S420Impl: S420, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S421: AnyObject {}
    final class S421Impl: S421, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S422: AnyObject {}
    final class S422Impl: S422, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S423: AnyObject {}
    final class S423Impl: S423, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S424: AnyObject {}
    final class S424Impl: S424, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S425: AnyObject {}
    final class S425Impl: S425, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S426: AnyObject {}
    final class S426Impl: S426, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S427: AnyObject {}
    final class S427Impl: S427, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S428: AnyObject {}
    final class S428Impl: S428, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S429: AnyObject {}
    final class S429Impl: S429, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S430: AnyObject {}
    final class S430Impl: S430, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S431: AnyObject {}
    final class S431Impl: S431, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S432: AnyObject {}
    final class S432Impl: S432, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S433: AnyObject {}
    final class S433Impl: S433, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S434: AnyObject {}
    final class S434Impl: S434, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S435: AnyObject {}
    final class S435Impl: S435, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S436: AnyObject {}
    final class S436Impl: S436, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S437: AnyObject {}
    final class S437Impl: S437, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S438: AnyObject {}
    final class S438Impl: S438, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S439: AnyObject {}
    final class S439Impl: S439, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S440: AnyObject {}
    final class S440Impl: S440, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S441: AnyObject {}
    final class S441Impl: S441, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S442: AnyObject {}
    final class S442Impl: S442, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S443: AnyObject {}
    final class S443Impl: S443, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S444: AnyObject {}
    final class S444Impl: S444, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S445: AnyObject {}
    final class S445Impl: S445, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S446: AnyObject {}
    final class S446Impl: S446, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S447: AnyObject {}
    final class S447Impl: S447, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S448: AnyObject {}
    final class S448Impl: S448, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S449: AnyObject {}
    final class S449Impl: S449, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S450: AnyObject {}
    final class S450Impl: S450, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S451: AnyObject {}
    final class S451Impl: S451, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S452: AnyObject {}
    final class S452Impl: S452, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S453: AnyObject {}
    final class S453Impl: S453, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S454: AnyObject {}
    final class S454Impl: S454, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S455: AnyObject {}
    final class S455Impl: S455, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S456: AnyObject {}
    final class S456Impl: S456, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S457: AnyObject {}
    final class S457Impl: S457, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S458: AnyObject {}
    final class S458Impl: S458, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S459: AnyObject {}
    final class S459Impl: S459, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S460: AnyObject {}
    final class S460Impl: S460, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S461: AnyObject {}
    final class S461Impl: S461, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S462: AnyObject {}
    final class S462Impl: S462, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S463: AnyObject {}
    final class S463Impl: S463, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S464: AnyObject {}
    final class S464Impl: S464, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S465: AnyObject {}
    final class S465Impl: S465, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S466: AnyObject {}
    final class S466Impl: S466, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S467: AnyObject {}
    final class S467Impl: S467, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S468: AnyObject {}
    final class S468Impl: S468, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S469: AnyObject {}
    final class S469Impl: S469, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S470: AnyObject {}
    final class S470Impl: S470, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S471: AnyObject {}
    final class S471Impl: S471, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S472: AnyObject {}
    final class S472Impl: S472, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S473: AnyObject {}
    final class S473Impl: S473, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S474: AnyObject {}
    final class S474Impl: S474, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S475: AnyObject {}
    final class S475Impl: S475, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S476: AnyObject {}
    final class S476Impl: S476, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S477: AnyObject {}
    final class S477Impl: S477, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S478: AnyObject {}
    final class S478Impl: S478, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S479: AnyObject {}
    final class S479Impl: S479, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S480: AnyObject {}
    final class S480Impl: S480, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S481: AnyObject {}
    final class S481Impl: S481, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S482: AnyObject {}
    final class S482Impl: S482, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S483: AnyObject {}
    final class S483Impl: S483, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S484: AnyObject {}
    final class S484Impl: S484, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S485: AnyObject {}
    final class S485Impl: S485, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S486: AnyObject {}
    final class S486Impl: S486, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S487: AnyObject {}
    final class S487Impl: S487, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S488: AnyObject {}
    final class S488Impl: S488, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S489: AnyObject {}
    final class S489Impl: S489, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S490: AnyObject {}
    final class S490Impl: S490, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S491: AnyObject {}
    final class S491Impl: S491, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S492: AnyObject {}
    final class S492Impl: S492, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S493: AnyObject {}
    final class S493Impl: S493, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S494: AnyObject {}
    final class S494Impl: S494, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S495: AnyObject {}
    final class S495Impl: S495, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S496: AnyObject {}
    final class S496Impl: S496, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S497: AnyObject {}
    final class S497Impl: S497, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S498: AnyObject {}
    final class S498Impl: S498, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    protocol S499: AnyObject {}
    final class S499Impl: S499, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }

    /// Hand-written: each implementation built directly.
    static func handWritten(_ sink: Sink) {
        sink.take(S000Impl() as any S000)
        sink.take(S001Impl() as any S001)
        sink.take(S002Impl() as any S002)
        sink.take(S003Impl() as any S003)
        sink.take(S004Impl() as any S004)
        sink.take(S005Impl() as any S005)
        sink.take(S006Impl() as any S006)
        sink.take(S007Impl() as any S007)
        sink.take(S008Impl() as any S008)
        sink.take(S009Impl() as any S009)
        sink.take(S010Impl() as any S010)
        sink.take(S011Impl() as any S011)
        sink.take(S012Impl() as any S012)
        sink.take(S013Impl() as any S013)
        sink.take(S014Impl() as any S014)
        sink.take(S015Impl() as any S015)
        sink.take(S016Impl() as any S016)
        sink.take(S017Impl() as any S017)
        sink.take(S018Impl() as any S018)
        sink.take(S019Impl() as any S019)
        sink.take(S020Impl() as any S020)
        sink.take(S021Impl() as any S021)
        sink.take(S022Impl() as any S022)
        sink.take(S023Impl() as any S023)
        sink.take(S024Impl() as any S024)
        sink.take(S025Impl() as any S025)
        sink.take(S026Impl() as any S026)
        sink.take(S027Impl() as any S027)
        sink.take(S028Impl() as any S028)
        sink.take(S029Impl() as any S029)
        sink.take(S030Impl() as any S030)
        sink.take(S031Impl() as any S031)
        sink.take(S032Impl() as any S032)
        sink.take(S033Impl() as any S033)
        sink.take(S034Impl() as any S034)
        sink.take(S035Impl() as any S035)
        sink.take(S036Impl() as any S036)
        sink.take(S037Impl() as any S037)
        sink.take(S038Impl() as any S038)
        sink.take(S039Impl() as any S039)
        sink.take(S040Impl() as any S040)
        sink.take(S041Impl() as any S041)
        sink.take(S042Impl() as any S042)
        sink.take(S043Impl() as any S043)
        sink.take(S044Impl() as any S044)
        sink.take(S045Impl() as any S045)
        sink.take(S046Impl() as any S046)
        sink.take(S047Impl() as any S047)
        sink.take(S048Impl() as any S048)
        sink.take(S049Impl() as any S049)
        sink.take(S050Impl() as any S050)
        sink.take(S051Impl() as any S051)
        sink.take(S052Impl() as any S052)
        sink.take(S053Impl() as any S053)
        sink.take(S054Impl() as any S054)
        sink.take(S055Impl() as any S055)
        sink.take(S056Impl() as any S056)
        sink.take(S057Impl() as any S057)
        sink.take(S058Impl() as any S058)
        sink.take(S059Impl() as any S059)
        sink.take(S060Impl() as any S060)
        sink.take(S061Impl() as any S061)
        sink.take(S062Impl() as any S062)
        sink.take(S063Impl() as any S063)
        sink.take(S064Impl() as any S064)
        sink.take(S065Impl() as any S065)
        sink.take(S066Impl() as any S066)
        sink.take(S067Impl() as any S067)
        sink.take(S068Impl() as any S068)
        sink.take(S069Impl() as any S069)
        sink.take(S070Impl() as any S070)
        sink.take(S071Impl() as any S071)
        sink.take(S072Impl() as any S072)
        sink.take(S073Impl() as any S073)
        sink.take(S074Impl() as any S074)
        sink.take(S075Impl() as any S075)
        sink.take(S076Impl() as any S076)
        sink.take(S077Impl() as any S077)
        sink.take(S078Impl() as any S078)
        sink.take(S079Impl() as any S079)
        sink.take(S080Impl() as any S080)
        sink.take(S081Impl() as any S081)
        sink.take(S082Impl() as any S082)
        sink.take(S083Impl() as any S083)
        sink.take(S084Impl() as any S084)
        sink.take(S085Impl() as any S085)
        sink.take(S086Impl() as any S086)
        sink.take(S087Impl() as any S087)
        sink.take(S088Impl() as any S088)
        sink.take(S089Impl() as any S089)
        sink.take(S090Impl() as any S090)
        sink.take(S091Impl() as any S091)
        sink.take(S092Impl() as any S092)
        sink.take(S093Impl() as any S093)
        sink.take(S094Impl() as any S094)
        sink.take(S095Impl() as any S095)
        sink.take(S096Impl() as any S096)
        sink.take(S097Impl() as any S097)
        sink.take(S098Impl() as any S098)
        sink.take(S099Impl() as any S099)
        sink.take(S100Impl() as any S100)
        sink.take(S101Impl() as any S101)
        sink.take(S102Impl() as any S102)
        sink.take(S103Impl() as any S103)
        sink.take(S104Impl() as any S104)
        sink.take(S105Impl() as any S105)
        sink.take(S106Impl() as any S106)
        sink.take(S107Impl() as any S107)
        sink.take(S108Impl() as any S108)
        sink.take(S109Impl() as any S109)
        sink.take(S110Impl() as any S110)
        sink.take(S111Impl() as any S111)
        sink.take(S112Impl() as any S112)
        sink.take(S113Impl() as any S113)
        sink.take(S114Impl() as any S114)
        sink.take(S115Impl() as any S115)
        sink.take(S116Impl() as any S116)
        sink.take(S117Impl() as any S117)
        sink.take(S118Impl() as any S118)
        sink.take(S119Impl() as any S119)
        sink.take(S120Impl() as any S120)
        sink.take(S121Impl() as any S121)
        sink.take(S122Impl() as any S122)
        sink.take(S123Impl() as any S123)
        sink.take(S124Impl() as any S124)
        sink.take(S125Impl() as any S125)
        sink.take(S126Impl() as any S126)
        sink.take(S127Impl() as any S127)
        sink.take(S128Impl() as any S128)
        sink.take(S129Impl() as any S129)
        sink.take(S130Impl() as any S130)
        sink.take(S131Impl() as any S131)
        sink.take(S132Impl() as any S132)
        sink.take(S133Impl() as any S133)
        sink.take(S134Impl() as any S134)
        sink.take(S135Impl() as any S135)
        sink.take(S136Impl() as any S136)
        sink.take(S137Impl() as any S137)
        sink.take(S138Impl() as any S138)
        sink.take(S139Impl() as any S139)
        sink.take(S140Impl() as any S140)
        sink.take(S141Impl() as any S141)
        sink.take(S142Impl() as any S142)
        sink.take(S143Impl() as any S143)
        sink.take(S144Impl() as any S144)
        sink.take(S145Impl() as any S145)
        sink.take(S146Impl() as any S146)
        sink.take(S147Impl() as any S147)
        sink.take(S148Impl() as any S148)
        sink.take(S149Impl() as any S149)
        sink.take(S150Impl() as any S150)
        sink.take(S151Impl() as any S151)
        sink.take(S152Impl() as any S152)
        sink.take(S153Impl() as any S153)
        sink.take(S154Impl() as any S154)
        sink.take(S155Impl() as any S155)
        sink.take(S156Impl() as any S156)
        sink.take(S157Impl() as any S157)
        sink.take(S158Impl() as any S158)
        sink.take(S159Impl() as any S159)
        sink.take(S160Impl() as any S160)
        sink.take(S161Impl() as any S161)
        sink.take(S162Impl() as any S162)
        sink.take(S163Impl() as any S163)
        sink.take(S164Impl() as any S164)
        sink.take(S165Impl() as any S165)
        sink.take(S166Impl() as any S166)
        sink.take(S167Impl() as any S167)
        sink.take(S168Impl() as any S168)
        sink.take(S169Impl() as any S169)
        sink.take(S170Impl() as any S170)
        sink.take(S171Impl() as any S171)
        sink.take(S172Impl() as any S172)
        sink.take(S173Impl() as any S173)
        sink.take(S174Impl() as any S174)
        sink.take(S175Impl() as any S175)
        sink.take(S176Impl() as any S176)
        sink.take(S177Impl() as any S177)
        sink.take(S178Impl() as any S178)
        sink.take(S179Impl() as any S179)
        sink.take(S180Impl() as any S180)
        sink.take(S181Impl() as any S181)
        sink.take(S182Impl() as any S182)
        sink.take(S183Impl() as any S183)
        sink.take(S184Impl() as any S184)
        sink.take(S185Impl() as any S185)
        sink.take(S186Impl() as any S186)
        sink.take(S187Impl() as any S187)
        sink.take(S188Impl() as any S188)
        sink.take(S189Impl() as any S189)
        sink.take(S190Impl() as any S190)
        sink.take(S191Impl() as any S191)
        sink.take(S192Impl() as any S192)
        sink.take(S193Impl() as any S193)
        sink.take(S194Impl() as any S194)
        sink.take(S195Impl() as any S195)
        sink.take(S196Impl() as any S196)
        sink.take(S197Impl() as any S197)
        sink.take(S198Impl() as any S198)
        sink.take(S199Impl() as any S199)
        sink.take(S200Impl() as any S200)
        sink.take(S201Impl() as any S201)
        sink.take(S202Impl() as any S202)
        sink.take(S203Impl() as any S203)
        sink.take(S204Impl() as any S204)
        sink.take(S205Impl() as any S205)
        sink.take(S206Impl() as any S206)
        sink.take(S207Impl() as any S207)
        sink.take(S208Impl() as any S208)
        sink.take(S209Impl() as any S209)
        sink.take(S210Impl() as any S210)
        sink.take(S211Impl() as any S211)
        sink.take(S212Impl() as any S212)
        sink.take(S213Impl() as any S213)
        sink.take(S214Impl() as any S214)
        sink.take(S215Impl() as any S215)
        sink.take(S216Impl() as any S216)
        sink.take(S217Impl() as any S217)
        sink.take(S218Impl() as any S218)
        sink.take(S219Impl() as any S219)
        sink.take(S220Impl() as any S220)
        sink.take(S221Impl() as any S221)
        sink.take(S222Impl() as any S222)
        sink.take(S223Impl() as any S223)
        sink.take(S224Impl() as any S224)
        sink.take(S225Impl() as any S225)
        sink.take(S226Impl() as any S226)
        sink.take(S227Impl() as any S227)
        sink.take(S228Impl() as any S228)
        sink.take(S229Impl() as any S229)
        sink.take(S230Impl() as any S230)
        sink.take(S231Impl() as any S231)
        sink.take(S232Impl() as any S232)
        sink.take(S233Impl() as any S233)
        sink.take(S234Impl() as any S234)
        sink.take(S235Impl() as any S235)
        sink.take(S236Impl() as any S236)
        sink.take(S237Impl() as any S237)
        sink.take(S238Impl() as any S238)
        sink.take(S239Impl() as any S239)
        sink.take(S240Impl() as any S240)
        sink.take(S241Impl() as any S241)
        sink.take(S242Impl() as any S242)
        sink.take(S243Impl() as any S243)
        sink.take(S244Impl() as any S244)
        sink.take(S245Impl() as any S245)
        sink.take(S246Impl() as any S246)
        sink.take(S247Impl() as any S247)
        sink.take(S248Impl() as any S248)
        sink.take(S249Impl() as any S249)
        sink.take(S250Impl() as any S250)
        sink.take(S251Impl() as any S251)
        sink.take(S252Impl() as any S252)
        sink.take(S253Impl() as any S253)
        sink.take(S254Impl() as any S254)
        sink.take(S255Impl() as any S255)
        sink.take(S256Impl() as any S256)
        sink.take(S257Impl() as any S257)
        sink.take(S258Impl() as any S258)
        sink.take(S259Impl() as any S259)
        sink.take(S260Impl() as any S260)
        sink.take(S261Impl() as any S261)
        sink.take(S262Impl() as any S262)
        sink.take(S263Impl() as any S263)
        sink.take(S264Impl() as any S264)
        sink.take(S265Impl() as any S265)
        sink.take(S266Impl() as any S266)
        sink.take(S267Impl() as any S267)
        sink.take(S268Impl() as any S268)
        sink.take(S269Impl() as any S269)
        sink.take(S270Impl() as any S270)
        sink.take(S271Impl() as any S271)
        sink.take(S272Impl() as any S272)
        sink.take(S273Impl() as any S273)
        sink.take(S274Impl() as any S274)
        sink.take(S275Impl() as any S275)
        sink.take(S276Impl() as any S276)
        sink.take(S277Impl() as any S277)
        sink.take(S278Impl() as any S278)
        sink.take(S279Impl() as any S279)
        sink.take(S280Impl() as any S280)
        sink.take(S281Impl() as any S281)
        sink.take(S282Impl() as any S282)
        sink.take(S283Impl() as any S283)
        sink.take(S284Impl() as any S284)
        sink.take(S285Impl() as any S285)
        sink.take(S286Impl() as any S286)
        sink.take(S287Impl() as any S287)
        sink.take(S288Impl() as any S288)
        sink.take(S289Impl() as any S289)
        sink.take(S290Impl() as any S290)
        sink.take(S291Impl() as any S291)
        sink.take(S292Impl() as any S292)
        sink.take(S293Impl() as any S293)
        sink.take(S294Impl() as any S294)
        sink.take(S295Impl() as any S295)
        sink.take(S296Impl() as any S296)
        sink.take(S297Impl() as any S297)
        sink.take(S298Impl() as any S298)
        sink.take(S299Impl() as any S299)
        sink.take(S300Impl() as any S300)
        sink.take(S301Impl() as any S301)
        sink.take(S302Impl() as any S302)
        sink.take(S303Impl() as any S303)
        sink.take(S304Impl() as any S304)
        sink.take(S305Impl() as any S305)
        sink.take(S306Impl() as any S306)
        sink.take(S307Impl() as any S307)
        sink.take(S308Impl() as any S308)
        sink.take(S309Impl() as any S309)
        sink.take(S310Impl() as any S310)
        sink.take(S311Impl() as any S311)
        sink.take(S312Impl() as any S312)
        sink.take(S313Impl() as any S313)
        sink.take(S314Impl() as any S314)
        sink.take(S315Impl() as any S315)
        sink.take(S316Impl() as any S316)
        sink.take(S317Impl() as any S317)
        sink.take(S318Impl() as any S318)
        sink.take(S319Impl() as any S319)
        sink.take(S320Impl() as any S320)
        sink.take(S321Impl() as any S321)
        sink.take(S322Impl() as any S322)
        sink.take(S323Impl() as any S323)
        sink.take(S324Impl() as any S324)
        sink.take(S325Impl() as any S325)
        sink.take(S326Impl() as any S326)
        sink.take(S327Impl() as any S327)
        sink.take(S328Impl() as any S328)
        sink.take(S329Impl() as any S329)
        sink.take(S330Impl() as any S330)
        sink.take(S331Impl() as any S331)
        sink.take(S332Impl() as any S332)
        sink.take(S333Impl() as any S333)
        sink.take(S334Impl() as any S334)
        sink.take(S335Impl() as any S335)
        sink.take(S336Impl() as any S336)
        sink.take(S337Impl() as any S337)
        sink.take(S338Impl() as any S338)
        sink.take(S339Impl() as any S339)
        sink.take(S340Impl() as any S340)
        sink.take(S341Impl() as any S341)
        sink.take(S342Impl() as any S342)
        sink.take(S343Impl() as any S343)
        sink.take(S344Impl() as any S344)
        sink.take(S345Impl() as any S345)
        sink.take(S346Impl() as any S346)
        sink.take(S347Impl() as any S347)
        sink.take(S348Impl() as any S348)
        sink.take(S349Impl() as any S349)
        sink.take(S350Impl() as any S350)
        sink.take(S351Impl() as any S351)
        sink.take(S352Impl() as any S352)
        sink.take(S353Impl() as any S353)
        sink.take(S354Impl() as any S354)
        sink.take(S355Impl() as any S355)
        sink.take(S356Impl() as any S356)
        sink.take(S357Impl() as any S357)
        sink.take(S358Impl() as any S358)
        sink.take(S359Impl() as any S359)
        sink.take(S360Impl() as any S360)
        sink.take(S361Impl() as any S361)
        sink.take(S362Impl() as any S362)
        sink.take(S363Impl() as any S363)
        sink.take(S364Impl() as any S364)
        sink.take(S365Impl() as any S365)
        sink.take(S366Impl() as any S366)
        sink.take(S367Impl() as any S367)
        sink.take(S368Impl() as any S368)
        sink.take(S369Impl() as any S369)
        sink.take(S370Impl() as any S370)
        sink.take(S371Impl() as any S371)
        sink.take(S372Impl() as any S372)
        sink.take(S373Impl() as any S373)
        sink.take(S374Impl() as any S374)
        sink.take(S375Impl() as any S375)
        sink.take(S376Impl() as any S376)
        sink.take(S377Impl() as any S377)
        sink.take(S378Impl() as any S378)
        sink.take(S379Impl() as any S379)
        sink.take(S380Impl() as any S380)
        sink.take(S381Impl() as any S381)
        sink.take(S382Impl() as any S382)
        sink.take(S383Impl() as any S383)
        sink.take(S384Impl() as any S384)
        sink.take(S385Impl() as any S385)
        sink.take(S386Impl() as any S386)
        sink.take(S387Impl() as any S387)
        sink.take(S388Impl() as any S388)
        sink.take(S389Impl() as any S389)
        sink.take(S390Impl() as any S390)
        sink.take(S391Impl() as any S391)
        sink.take(S392Impl() as any S392)
        sink.take(S393Impl() as any S393)
        sink.take(S394Impl() as any S394)
        sink.take(S395Impl() as any S395)
        sink.take(S396Impl() as any S396)
        sink.take(S397Impl() as any S397)
        sink.take(S398Impl() as any S398)
        sink.take(S399Impl() as any S399)
        sink.take(S400Impl() as any S400)
        sink.take(S401Impl() as any S401)
        sink.take(S402Impl() as any S402)
        sink.take(S403Impl() as any S403)
        sink.take(S404Impl() as any S404)
        sink.take(S405Impl() as any S405)
        sink.take(S406Impl() as any S406)
        sink.take(S407Impl() as any S407)
        sink.take(S408Impl() as any S408)
        sink.take(S409Impl() as any S409)
        sink.take(S410Impl() as any S410)
        sink.take(S411Impl() as any S411)
        sink.take(S412Impl() as any S412)
        sink.take(S413Impl() as any S413)
        sink.take(S414Impl() as any S414)
        sink.take(S415Impl() as any S415)
        sink.take(S416Impl() as any S416)
        sink.take(S417Impl() as any S417)
        sink.take(S418Impl() as any S418)
        sink.take(S419Impl() as any S419)
        sink.take(S420Impl() as any S420)
        sink.take(S421Impl() as any S421)
        sink.take(S422Impl() as any S422)
        sink.take(S423Impl() as any S423)
        sink.take(S424Impl() as any S424)
        sink.take(S425Impl() as any S425)
        sink.take(S426Impl() as any S426)
        sink.take(S427Impl() as any S427)
        sink.take(S428Impl() as any S428)
        sink.take(S429Impl() as any S429)
        sink.take(S430Impl() as any S430)
        sink.take(S431Impl() as any S431)
        sink.take(S432Impl() as any S432)
        sink.take(S433Impl() as any S433)
        sink.take(S434Impl() as any S434)
        sink.take(S435Impl() as any S435)
        sink.take(S436Impl() as any S436)
        sink.take(S437Impl() as any S437)
        sink.take(S438Impl() as any S438)
        sink.take(S439Impl() as any S439)
        sink.take(S440Impl() as any S440)
        sink.take(S441Impl() as any S441)
        sink.take(S442Impl() as any S442)
        sink.take(S443Impl() as any S443)
        sink.take(S444Impl() as any S444)
        sink.take(S445Impl() as any S445)
        sink.take(S446Impl() as any S446)
        sink.take(S447Impl() as any S447)
        sink.take(S448Impl() as any S448)
        sink.take(S449Impl() as any S449)
        sink.take(S450Impl() as any S450)
        sink.take(S451Impl() as any S451)
        sink.take(S452Impl() as any S452)
        sink.take(S453Impl() as any S453)
        sink.take(S454Impl() as any S454)
        sink.take(S455Impl() as any S455)
        sink.take(S456Impl() as any S456)
        sink.take(S457Impl() as any S457)
        sink.take(S458Impl() as any S458)
        sink.take(S459Impl() as any S459)
        sink.take(S460Impl() as any S460)
        sink.take(S461Impl() as any S461)
        sink.take(S462Impl() as any S462)
        sink.take(S463Impl() as any S463)
        sink.take(S464Impl() as any S464)
        sink.take(S465Impl() as any S465)
        sink.take(S466Impl() as any S466)
        sink.take(S467Impl() as any S467)
        sink.take(S468Impl() as any S468)
        sink.take(S469Impl() as any S469)
        sink.take(S470Impl() as any S470)
        sink.take(S471Impl() as any S471)
        sink.take(S472Impl() as any S472)
        sink.take(S473Impl() as any S473)
        sink.take(S474Impl() as any S474)
        sink.take(S475Impl() as any S475)
        sink.take(S476Impl() as any S476)
        sink.take(S477Impl() as any S477)
        sink.take(S478Impl() as any S478)
        sink.take(S479Impl() as any S479)
        sink.take(S480Impl() as any S480)
        sink.take(S481Impl() as any S481)
        sink.take(S482Impl() as any S482)
        sink.take(S483Impl() as any S483)
        sink.take(S484Impl() as any S484)
        sink.take(S485Impl() as any S485)
        sink.take(S486Impl() as any S486)
        sink.take(S487Impl() as any S487)
        sink.take(S488Impl() as any S488)
        sink.take(S489Impl() as any S489)
        sink.take(S490Impl() as any S490)
        sink.take(S491Impl() as any S491)
        sink.take(S492Impl() as any S492)
        sink.take(S493Impl() as any S493)
        sink.take(S494Impl() as any S494)
        sink.take(S495Impl() as any S495)
        sink.take(S496Impl() as any S496)
        sink.take(S497Impl() as any S497)
        sink.take(S498Impl() as any S498)
        sink.take(S499Impl() as any S499)
    }

    /// A fresh Injectable container: every pair registered, then every interface resolved once.
    static func injectable(_ sink: Sink) {
        let container = DependencyContainer()
        container.register(interface: (any S000).self, implementation: S000Impl.self)
        container.register(interface: (any S001).self, implementation: S001Impl.self)
        container.register(interface: (any S002).self, implementation: S002Impl.self)
        container.register(interface: (any S003).self, implementation: S003Impl.self)
        container.register(interface: (any S004).self, implementation: S004Impl.self)
        container.register(interface: (any S005).self, implementation: S005Impl.self)
        container.register(interface: (any S006).self, implementation: S006Impl.self)
        container.register(interface: (any S007).self, implementation: S007Impl.self)
        container.register(interface: (any S008).self, implementation: S008Impl.self)
        container.register(interface: (any S009).self, implementation: S009Impl.self)
        container.register(interface: (any S010).self, implementation: S010Impl.self)
        container.register(interface: (any S011).self, implementation: S011Impl.self)
        container.register(interface: (any S012).self, implementation: S012Impl.self)
        container.register(interface: (any S013).self, implementation: S013Impl.self)
        container.register(interface: (any S014).self, implementation: S014Impl.self)
        container.register(interface: (any S015).self, implementation: S015Impl.self)
        container.register(interface: (any S016).self, implementation: S016Impl.self)
        container.register(interface: (any S017).self, implementation: S017Impl.self)
        container.register(interface: (any S018).self, implementation: S018Impl.self)
        container.register(interface: (any S019).self, implementation: S019Impl.self)
        container.register(interface: (any S020).self, implementation: S020Impl.self)
        container.register(interface: (any S021).self, implementation: S021Impl.self)
        container.register(interface: (any S022).self, implementation: S022Impl.self)
        container.register(interface: (any S023).self, implementation: S023Impl.self)
        container.register(interface: (any S024).self, implementation: S024Impl.self)
        container.register(interface: (any S025).self, implementation: S025Impl.self)
        container.register(interface: (any S026).self, implementation: S026Impl.self)
        container.register(interface: (any S027).self, implementation: S027Impl.self)
        container.register(interface: (any S028).self, implementation: S028Impl.self)
        container.register(interface: (any S029).self, implementation: S029Impl.self)
        container.register(interface: (any S030).self, implementation: S030Impl.self)
        container.register(interface: (any S031).self, implementation: S031Impl.self)
        container.register(interface: (any S032).self, implementation: S032Impl.self)
        container.register(interface: (any S033).self, implementation: S033Impl.self)
        container.register(interface: (any S034).self, implementation: S034Impl.self)
        container.register(interface: (any S035).self, implementation: S035Impl.self)
        container.register(interface: (any S036).self, implementation: S036Impl.self)
        container.register(interface: (any S037).self, implementation: S037Impl.self)
        container.register(interface: (any S038).self, implementation: S038Impl.self)
        container.register(interface: (any S039).self, implementation: S039Impl.self)
        container.register(interface: (any S040).self, implementation: S040Impl.self)
        container.register(interface: (any S041).self, implementation: S041Impl.self)
        container.register(interface: (any S042).self, implementation: S042Impl.self)
        container.register(interface: (any S043).self, implementation: S043Impl.self)
        container.register(interface: (any S044).self, implementation: S044Impl.self)
        container.register(interface: (any S045).self, implementation: S045Impl.self)
        container.register(interface: (any S046).self, implementation: S046Impl.self)
        container.register(interface: (any S047).self, implementation: S047Impl.self)
        container.register(interface: (any S048).self, implementation: S048Impl.self)
        container.register(interface: (any S049).self, implementation: S049Impl.self)
        container.register(interface: (any S050).self, implementation: S050Impl.self)
        container.register(interface: (any S051).self, implementation: S051Impl.self)
        container.register(interface: (any S052).self, implementation: S052Impl.self)
        container.register(interface: (any S053).self, implementation: S053Impl.self)
        container.register(interface: (any S054).self, implementation: S054Impl.self)
        container.register(interface: (any S055).self, implementation: S055Impl.self)
        container.register(interface: (any S056).self, implementation: S056Impl.self)
        container.register(interface: (any S057).self, implementation: S057Impl.self)
        container.register(interface: (any S058).self, implementation: S058Impl.self)
        container.register(interface: (any S059).self, implementation: S059Impl.self)
        container.register(interface: (any S060).self, implementation: S060Impl.self)
        container.register(interface: (any S061).self, implementation: S061Impl.self)
        container.register(interface: (any S062).self, implementation: S062Impl.self)
        container.register(interface: (any S063).self, implementation: S063Impl.self)
        container.register(interface: (any S064).self, implementation: S064Impl.self)
        container.register(interface: (any S065).self, implementation: S065Impl.self)
        container.register(interface: (any S066).self, implementation: S066Impl.self)
        container.register(interface: (any S067).self, implementation: S067Impl.self)
        container.register(interface: (any S068).self, implementation: S068Impl.self)
        container.register(interface: (any S069).self, implementation: S069Impl.self)
        container.register(interface: (any S070).self, implementation: S070Impl.self)
        container.register(interface: (any S071).self, implementation: S071Impl.self)
        container.register(interface: (any S072).self, implementation: S072Impl.self)
        container.register(interface: (any S073).self, implementation: S073Impl.self)
        container.register(interface: (any S074).self, implementation: S074Impl.self)
        container.register(interface: (any S075).self, implementation: S075Impl.self)
        container.register(interface: (any S076).self, implementation: S076Impl.self)
        container.register(interface: (any S077).self, implementation: S077Impl.self)
        container.register(interface: (any S078).self, implementation: S078Impl.self)
        container.register(interface: (any S079).self, implementation: S079Impl.self)
        container.register(interface: (any S080).self, implementation: S080Impl.self)
        container.register(interface: (any S081).self, implementation: S081Impl.self)
        container.register(interface: (any S082).self, implementation: S082Impl.self)
        container.register(interface: (any S083).self, implementation: S083Impl.self)
        container.register(interface: (any S084).self, implementation: S084Impl.self)
        container.register(interface: (any S085).self, implementation: S085Impl.self)
        container.register(interface: (any S086).self, implementation: S086Impl.self)
        container.register(interface: (any S087).self, implementation: S087Impl.self)
        container.register(interface: (any S088).self, implementation: S088Impl.self)
        container.register(interface: (any S089).self, implementation: S089Impl.self)
        container.register(interface: (any S090).self, implementation: S090Impl.self)
        container.register(interface: (any S091).self, implementation: S091Impl.self)
        container.register(interface: (any S092).self, implementation: S092Impl.self)
        container.register(interface: (any S093).self, implementation: S093Impl.self)
        container.register(interface: (any S094).self, implementation: S094Impl.self)
        container.register(interface: (any S095).self, implementation: S095Impl.self)
        container.register(interface: (any S096).self, implementation: S096Impl.self)
        container.register(interface: (any S097).self, implementation: S097Impl.self)
        container.register(interface: (any S098).self, implementation: S098Impl.self)
        container.register(interface: (any S099).self, implementation: S099Impl.self)
        container.register(interface: (any S100).self, implementation: S100Impl.self)
        container.register(interface: (any S101).self, implementation: S101Impl.self)
        container.register(interface: (any S102).self, implementation: S102Impl.self)
        container.register(interface: (any S103).self, implementation: S103Impl.self)
        container.register(interface: (any S104).self, implementation: S104Impl.self)
        container.register(interface: (any S105).self, implementation: S105Impl.self)
        container.register(interface: (any S106).self, implementation: S106Impl.self)
        container.register(interface: (any S107).self, implementation: S107Impl.self)
        container.register(interface: (any S108).self, implementation: S108Impl.self)
        container.register(interface: (any S109).self, implementation: S109Impl.self)
        container.register(interface: (any S110).self, implementation: S110Impl.self)
        container.register(interface: (any S111).self, implementation: S111Impl.self)
        container.register(interface: (any S112).self, implementation: S112Impl.self)
        container.register(interface: (any S113).self, implementation: S113Impl.self)
        container.register(interface: (any S114).self, implementation: S114Impl.self)
        container.register(interface: (any S115).self, implementation: S115Impl.self)
        container.register(interface: (any S116).self, implementation: S116Impl.self)
        container.register(interface: (any S117).self, implementation: S117Impl.self)
        container.register(interface: (any S118).self, implementation: S118Impl.self)
        container.register(interface: (any S119).self, implementation: S119Impl.self)
        container.register(interface: (any S120).self, implementation: S120Impl.self)
        container.register(interface: (any S121).self, implementation: S121Impl.self)
        container.register(interface: (any S122).self, implementation: S122Impl.self)
        container.register(interface: (any S123).self, implementation: S123Impl.self)
        container.register(interface: (any S124).self, implementation: S124Impl.self)
        container.register(interface: (any S125).self, implementation: S125Impl.self)
        container.register(interface: (any S126).self, implementation: S126Impl.self)
        container.register(interface: (any S127).self, implementation: S127Impl.self)
        container.register(interface: (any S128).self, implementation: S128Impl.self)
        container.register(interface: (any S129).self, implementation: S129Impl.self)
        container.register(interface: (any S130).self, implementation: S130Impl.self)
        container.register(interface: (any S131).self, implementation: S131Impl.self)
        container.register(interface: (any S132).self, implementation: S132Impl.self)
        container.register(interface: (any S133).self, implementation: S133Impl.self)
        container.register(interface: (any S134).self, implementation: S134Impl.self)
        container.register(interface: (any S135).self, implementation: S135Impl.self)
        container.register(interface: (any S136).self, implementation: S136Impl.self)
        container.register(interface: (any S137).self, implementation: S137Impl.self)
        container.register(interface: (any S138).self, implementation: S138Impl.self)
        container.register(interface: (any S139).self, implementation: S139Impl.self)
        container.register(interface: (any S140).self, implementation: S140Impl.self)
        container.register(interface: (any S141).self, implementation: S141Impl.self)
        container.register(interface: (any S142).self, implementation: S142Impl.self)
        container.register(interface: (any S143).self, implementation: S143Impl.self)
        container.register(interface: (any S144).self, implementation: S144Impl.self)
        container.register(interface: (any S145).self, implementation: S145Impl.self)
        container.register(interface: (any S146).self, implementation: S146Impl.self)
        container.register(interface: (any S147).self, implementation: S147Impl.self)
        container.register(interface: (any S148).self, implementation: S148Impl.self)
        container.register(interface: (any S149).self, implementation: S149Impl.self)
        container.register(interface: (any S150).self, implementation: S150Impl.self)
        container.register(interface: (any S151).self, implementation: S151Impl.self)
        container.register(interface: (any S152).self, implementation: S152Impl.self)
        container.register(interface: (any S153).self, implementation: S153Impl.self)
        container.register(interface: (any S154).self, implementation: S154Impl.self)
        container.register(interface: (any S155).self, implementation: S155Impl.self)
        container.register(interface: (any S156).self, implementation: S156Impl.self)
        container.register(interface: (any S157).self, implementation: S157Impl.self)
        container.register(interface: (any S158).self, implementation: S158Impl.self)
        container.register(interface: (any S159).self, implementation: S159Impl.self)
        container.register(interface: (any S160).self, implementation: S160Impl.self)
        container.register(interface: (any S161).self, implementation: S161Impl.self)
        container.register(interface: (any S162).self, implementation: S162Impl.self)
        container.register(interface: (any S163).self, implementation: S163Impl.self)
        container.register(interface: (any S164).self, implementation: S164Impl.self)
        container.register(interface: (any S165).self, implementation: S165Impl.self)
        container.register(interface: (any S166).self, implementation: S166Impl.self)
        container.register(interface: (any S167).self, implementation: S167Impl.self)
        container.register(interface: (any S168).self, implementation: S168Impl.self)
        container.register(interface: (any S169).self, implementation: S169Impl.self)
        container.register(interface: (any S170).self, implementation: S170Impl.self)
        container.register(interface: (any S171).self, implementation: S171Impl.self)
        container.register(interface: (any S172).self, implementation: S172Impl.self)
        container.register(interface: (any S173).self, implementation: S173Impl.self)
        container.register(interface: (any S174).self, implementation: S174Impl.self)
        container.register(interface: (any S175).self, implementation: S175Impl.self)
        container.register(interface: (any S176).self, implementation: S176Impl.self)
        container.register(interface: (any S177).self, implementation: S177Impl.self)
        container.register(interface: (any S178).self, implementation: S178Impl.self)
        container.register(interface: (any S179).self, implementation: S179Impl.self)
        container.register(interface: (any S180).self, implementation: S180Impl.self)
        container.register(interface: (any S181).self, implementation: S181Impl.self)
        container.register(interface: (any S182).self, implementation: S182Impl.self)
        container.register(interface: (any S183).self, implementation: S183Impl.self)
        container.register(interface: (any S184).self, implementation: S184Impl.self)
        container.register(interface: (any S185).self, implementation: S185Impl.self)
        container.register(interface: (any S186).self, implementation: S186Impl.self)
        container.register(interface: (any S187).self, implementation: S187Impl.self)
        container.register(interface: (any S188).self, implementation: S188Impl.self)
        container.register(interface: (any S189).self, implementation: S189Impl.self)
        container.register(interface: (any S190).self, implementation: S190Impl.self)
        container.register(interface: (any S191).self, implementation: S191Impl.self)
        container.register(interface: (any S192).self, implementation: S192Impl.self)
        container.register(interface: (any S193).self, implementation: S193Impl.self)
        container.register(interface: (any S194).self, implementation: S194Impl.self)
        container.register(interface: (any S195).self, implementation: S195Impl.self)
        container.register(interface: (any S196).self, implementation: S196Impl.self)
        container.register(interface: (any S197).self, implementation: S197Impl.self)
        container.register(interface: (any S198).self, implementation: S198Impl.self)
        container.register(interface: (any S199).self, implementation: S199Impl.self)
        container.register(interface: (any S200).self, implementation: S200Impl.self)
        container.register(interface: (any S201).self, implementation: S201Impl.self)
        container.register(interface: (any S202).self, implementation: S202Impl.self)
        container.register(interface: (any S203).self, implementation: S203Impl.self)
        container.register(interface: (any S204).self, implementation: S204Impl.self)
        container.register(interface: (any S205).self, implementation: S205Impl.self)
        container.register(interface: (any S206).self, implementation: S206Impl.self)
        container.register(interface: (any S207).self, implementation: S207Impl.self)
        container.register(interface: (any S208).self, implementation: S208Impl.self)
        container.register(interface: (any S209).self, implementation: S209Impl.self)
        container.register(interface: (any S210).self, implementation: S210Impl.self)
        container.register(interface: (any S211).self, implementation: S211Impl.self)
        container.register(interface: (any S212).self, implementation: S212Impl.self)
        container.register(interface: (any S213).self, implementation: S213Impl.self)
        container.register(interface: (any S214).self, implementation: S214Impl.self)
        container.register(interface: (any S215).self, implementation: S215Impl.self)
        container.register(interface: (any S216).self, implementation: S216Impl.self)
        container.register(interface: (any S217).self, implementation: S217Impl.self)
        container.register(interface: (any S218).self, implementation: S218Impl.self)
        container.register(interface: (any S219).self, implementation: S219Impl.self)
        container.register(interface: (any S220).self, implementation: S220Impl.self)
        container.register(interface: (any S221).self, implementation: S221Impl.self)
        container.register(interface: (any S222).self, implementation: S222Impl.self)
        container.register(interface: (any S223).self, implementation: S223Impl.self)
        container.register(interface: (any S224).self, implementation: S224Impl.self)
        container.register(interface: (any S225).self, implementation: S225Impl.self)
        container.register(interface: (any S226).self, implementation: S226Impl.self)
        container.register(interface: (any S227).self, implementation: S227Impl.self)
        container.register(interface: (any S228).self, implementation: S228Impl.self)
        container.register(interface: (any S229).self, implementation: S229Impl.self)
        container.register(interface: (any S230).self, implementation: S230Impl.self)
        container.register(interface: (any S231).self, implementation: S231Impl.self)
        container.register(interface: (any S232).self, implementation: S232Impl.self)
        container.register(interface: (any S233).self, implementation: S233Impl.self)
        container.register(interface: (any S234).self, implementation: S234Impl.self)
        container.register(interface: (any S235).self, implementation: S235Impl.self)
        container.register(interface: (any S236).self, implementation: S236Impl.self)
        container.register(interface: (any S237).self, implementation: S237Impl.self)
        container.register(interface: (any S238).self, implementation: S238Impl.self)
        container.register(interface: (any S239).self, implementation: S239Impl.self)
        container.register(interface: (any S240).self, implementation: S240Impl.self)
        container.register(interface: (any S241).self, implementation: S241Impl.self)
        container.register(interface: (any S242).self, implementation: S242Impl.self)
        container.register(interface: (any S243).self, implementation: S243Impl.self)
        container.register(interface: (any S244).self, implementation: S244Impl.self)
        container.register(interface: (any S245).self, implementation: S245Impl.self)
        container.register(interface: (any S246).self, implementation: S246Impl.self)
        container.register(interface: (any S247).self, implementation: S247Impl.self)
        container.register(interface: (any S248).self, implementation: S248Impl.self)
        container.register(interface: (any S249).self, implementation: S249Impl.self)
        container.register(interface: (any S250).self, implementation: S250Impl.self)
        container.register(interface: (any S251).self, implementation: S251Impl.self)
        container.register(interface: (any S252).self, implementation: S252Impl.self)
        container.register(interface: (any S253).self, implementation: S253Impl.self)
        container.register(interface: (any S254).self, implementation: S254Impl.self)
        container.register(interface: (any S255).self, implementation: S255Impl.self)
        container.register(interface: (any S256).self, implementation: S256Impl.self)
        container.register(interface: (any S257).self, implementation: S257Impl.self)
        container.register(interface: (any S258).self, implementation: S258Impl.self)
        container.register(interface: (any S259).self, implementation: S259Impl.self)
        container.register(interface: (any S260).self, implementation: S260Impl.self)
        container.register(interface: (any S261).self, implementation: S261Impl.self)
        container.register(interface: (any S262).self, implementation: S262Impl.self)
        container.register(interface: (any S263).self, implementation: S263Impl.self)
        container.register(interface: (any S264).self, implementation: S264Impl.self)
        container.register(interface: (any S265).self, implementation: S265Impl.self)
        container.register(interface: (any S266).self, implementation: S266Impl.self)
        container.register(interface: (any S267).self, implementation: S267Impl.self)
        container.register(interface: (any S268).self, implementation: S268Impl.self)
        container.register(interface: (any S269).self, implementation: S269Impl.self)
        container.register(interface: (any S270).self, implementation: S270Impl.self)
        container.register(interface: (any S271).self, implementation: S271Impl.self)
        container.register(interface: (any S272).self, implementation: S272Impl.self)
        container.register(interface: (any S273).self, implementation: S273Impl.self)
        container.register(interface: (any S274).self, implementation: S274Impl.self)
        container.register(interface: (any S275).self, implementation: S275Impl.self)
        container.register(interface: (any S276).self, implementation: S276Impl.self)
        container.register(interface: (any S277).self, implementation: S277Impl.self)
        container.register(interface: (any S278).self, implementation: S278Impl.self)
        container.register(interface: (any S279).self, implementation: S279Impl.self)
        container.register(interface: (any S280).self, implementation: S280Impl.self)
        container.register(interface: (any S281).self, implementation: S281Impl.self)
        container.register(interface: (any S282).self, implementation: S282Impl.self)
        container.register(interface: (any S283).self, implementation: S283Impl.self)
        container.register(interface: (any S284).self, implementation: S284Impl.self)
        container.register(interface: (any S285).self, implementation: S285Impl.self)
        container.register(interface: (any S286).self, implementation: S286Impl.self)
        container.register(interface: (any S287).self, implementation: S287Impl.self)
        container.register(interface: (any S288).self, implementation: S288Impl.self)
        container.register(interface: (any S289).self, implementation: S289Impl.self)
        container.register(interface: (any S290).self, implementation: S290Impl.self)
        container.register(interface: (any S291).self, implementation: S291Impl.self)
        container.register(interface: (any S292).self, implementation: S292Impl.self)
        container.register(interface: (any S293).self, implementation: S293Impl.self)
        container.register(interface: (any S294).self, implementation: S294Impl.self)
        container.register(interface: (any S295).self, implementation: S295Impl.self)
        container.register(interface: (any S296).self, implementation: S296Impl.self)
        container.register(interface: (any S297).self, implementation: S297Impl.self)
        container.register(interface: (any S298).self, implementation: S298Impl.self)
        container.register(interface: (any S299).self, implementation: S299Impl.self)
        container.register(interface: (any S300).self, implementation: S300Impl.self)
        container.register(interface: (any S301).self, implementation: S301Impl.self)
        container.register(interface: (any S302).self, implementation: S302Impl.self)
        container.register(interface: (any S303).self, implementation: S303Impl.self)
        container.register(interface: (any S304).self, implementation: S304Impl.self)
        container.register(interface: (any S305).self, implementation: S305Impl.self)
        container.register(interface: (any S306).self, implementation: S306Impl.self)
        container.register(interface: (any S307).self, implementation: S307Impl.self)
        container.register(interface: (any S308).self, implementation: S308Impl.self)
        container.register(interface: (any S309).self, implementation: S309Impl.self)
        container.register(interface: (any S310).self, implementation: S310Impl.self)
        container.register(interface: (any S311).self, implementation: S311Impl.self)
        container.register(interface: (any S312).self, implementation: S312Impl.self)
        container.register(interface: (any S313).self, implementation: S313Impl.self)
        container.register(interface: (any S314).self, implementation: S314Impl.self)
        container.register(interface: (any S315).self, implementation: S315Impl.self)
        container.register(interface: (any S316).self, implementation: S316Impl.self)
        container.register(interface: (any S317).self, implementation: S317Impl.self)
        container.register(interface: (any S318).self, implementation: S318Impl.self)
        container.register(interface: (any S319).self, implementation: S319Impl.self)
        container.register(interface: (any S320).self, implementation: S320Impl.self)
        container.register(interface: (any S321).self, implementation: S321Impl.self)
        container.register(interface: (any S322).self, implementation: S322Impl.self)
        container.register(interface: (any S323).self, implementation: S323Impl.self)
        container.register(interface: (any S324).self, implementation: S324Impl.self)
        container.register(interface: (any S325).self, implementation: S325Impl.self)
        container.register(interface: (any S326).self, implementation: S326Impl.self)
        container.register(interface: (any S327).self, implementation: S327Impl.self)
        container.register(interface: (any S328).self, implementation: S328Impl.self)
        container.register(interface: (any S329).self, implementation: S329Impl.self)
        container.register(interface: (any S330).self, implementation: S330Impl.self)
        container.register(interface: (any S331).self, implementation: S331Impl.self)
        container.register(interface: (any S332).self, implementation: S332Impl.self)
        container.register(interface: (any S333).self, implementation: S333Impl.self)
        container.register(interface: (any S334).self, implementation: S334Impl.self)
        container.register(interface: (any S335).self, implementation: S335Impl.self)
        container.register(interface: (any S336).self, implementation: S336Impl.self)
        container.register(interface: (any S337).self, implementation: S337Impl.self)
        container.register(interface: (any S338).self, implementation: S338Impl.self)
        container.register(interface: (any S339).self, implementation: S339Impl.self)
        container.register(interface: (any S340).self, implementation: S340Impl.self)
        container.register(interface: (any S341).self, implementation: S341Impl.self)
        container.register(interface: (any S342).self, implementation: S342Impl.self)
        container.register(interface: (any S343).self, implementation: S343Impl.self)
        container.register(interface: (any S344).self, implementation: S344Impl.self)
        container.register(interface: (any S345).self, implementation: S345Impl.self)
        container.register(interface: (any S346).self, implementation: S346Impl.self)
        container.register(interface: (any S347).self, implementation: S347Impl.self)
        container.register(interface: (any S348).self, implementation: S348Impl.self)
        container.register(interface: (any S349).self, implementation: S349Impl.self)
        container.register(interface: (any S350).self, implementation: S350Impl.self)
        container.register(interface: (any S351).self, implementation: S351Impl.self)
        container.register(interface: (any S352).self, implementation: S352Impl.self)
        container.register(interface: (any S353).self, implementation: S353Impl.self)
        container.register(interface: (any S354).self, implementation: S354Impl.self)
        container.register(interface: (any S355).self, implementation: S355Impl.self)
        container.register(interface: (any S356).self, implementation: S356Impl.self)
        container.register(interface: (any S357).self, implementation: S357Impl.self)
        container.register(interface: (any S358).self, implementation: S358Impl.self)
        container.register(interface: (any S359).self, implementation: S359Impl.self)
        container.register(interface: (any S360).self, implementation: S360Impl.self)
        container.register(interface: (any S361).self, implementation: S361Impl.self)
        container.register(interface: (any S362).self, implementation: S362Impl.self)
        container.register(interface: (any S363).self, implementation: S363Impl.self)
        container.register(interface: (any S364).self, implementation: S364Impl.self)
        container.register(interface: (any S365).self, implementation: S365Impl.self)
        container.register(interface: (any S366).self, implementation: S366Impl.self)
        container.register(interface: (any S367).self, implementation: S367Impl.self)
        container.register(interface: (any S368).self, implementation: S368Impl.self)
        container.register(interface: (any S369).self, implementation: S369Impl.self)
        container.register(interface: (any S370).self, implementation: S370Impl.self)
        container.register(interface: (any S371).self, implementation: S371Impl.self)
        container.register(interface: (any S372).self, implementation: S372Impl.self)
        container.register(interface: (any S373).self, implementation: S373Impl.self)
        container.register(interface: (any S374).self, implementation: S374Impl.self)
        container.register(interface: (any S375).self, implementation: S375Impl.self)
        container.register(interface: (any S376).self, implementation: S376Impl.self)
        container.register(interface: (any S377).self, implementation: S377Impl.self)
        container.register(interface: (any S378).self, implementation: S378Impl.self)
        container.register(interface: (any S379).self, implementation: S379Impl.self)
        container.register(interface: (any S380).self, implementation: S380Impl.self)
        container.register(interface: (any S381).self, implementation: S381Impl.self)
        container.register(interface: (any S382).self, implementation: S382Impl.self)
        container.register(interface: (any S383).self, implementation: S383Impl.self)
        container.register(interface: (any S384).self, implementation: S384Impl.self)
        container.register(interface: (any S385).self, implementation: S385Impl.self)
        container.register(interface: (any S386).self, implementation: S386Impl.self)
        container.register(interface: (any S387).self, implementation: S387Impl.self)
        container.register(interface: (any S388).self, implementation: S388Impl.self)
        container.register(interface: (any S389).self, implementation: S389Impl.self)
        container.register(interface: (any S390).self, implementation: S390Impl.self)
        container.register(interface: (any S391).self, implementation: S391Impl.self)
        container.register(interface: (any S392).self, implementation: S392Impl.self)
        container.register(interface: (any S393).self, implementation: S393Impl.self)
        container.register(interface: (any S394).self, implementation: S394Impl.self)
        container.register(interface: (any S395).self, implementation: S395Impl.self)
        container.register(interface: (any S396).self, implementation: S396Impl.self)
        container.register(interface: (any S397).self, implementation: S397Impl.self)
        container.register(interface: (any S398).self, implementation: S398Impl.self)
        container.register(interface: (any S399).self, implementation: S399Impl.self)
        container.register(interface: (any S400).self, implementation: S400Impl.self)
        container.register(interface: (any S401).self, implementation: S401Impl.self)
        container.register(interface: (any S402).self, implementation: S402Impl.self)
        container.register(interface: (any S403).self, implementation: S403Impl.self)
        container.register(interface: (any S404).self, implementation: S404Impl.self)
        container.register(interface: (any S405).self, implementation: S405Impl.self)
        container.register(interface: (any S406).self, implementation: S406Impl.self)
        container.register(interface: (any S407).self, implementation: S407Impl.self)
        container.register(interface: (any S408).self, implementation: S408Impl.self)
        container.register(interface: (any S409).self, implementation: S409Impl.self)
        container.register(interface: (any S410).self, implementation: S410Impl.self)
        container.register(interface: (any S411).self, implementation: S411Impl.self)
        container.register(interface: (any S412).self, implementation: S412Impl.self)
        container.register(interface: (any S413).self, implementation: S413Impl.self)
        container.register(interface: (any S414).self, implementation: S414Impl.self)
        container.register(interface: (any S415).self, implementation: S415Impl.self)
        container.register(interface: (any S416).self, implementation: S416Impl.self)
        container.register(interface: (any S417).self, implementation: S417Impl.self)
        container.register(interface: (any S418).self, implementation: S418Impl.self)
        container.register(interface: (any S419).self, implementation: S419Impl.self)
        container.register(interface: (any S420).self, implementation: S420Impl.self)
        container.register(interface: (any S421).self, implementation: S421Impl.self)
        container.register(interface: (any S422).self, implementation: S422Impl.self)
        container.register(interface: (any S423).self, implementation: S423Impl.self)
        container.register(interface: (any S424).self, implementation: S424Impl.self)
        container.register(interface: (any S425).self, implementation: S425Impl.self)
        container.register(interface: (any S426).self, implementation: S426Impl.self)
        container.register(interface: (any S427).self, implementation: S427Impl.self)
        container.register(interface: (any S428).self, implementation: S428Impl.self)
        container.register(interface: (any S429).self, implementation: S429Impl.self)
        container.register(interface: (any S430).self, implementation: S430Impl.self)
        container.register(interface: (any S431).self, implementation: S431Impl.self)
        container.register(interface: (any S432).self, implementation: S432Impl.self)
        container.register(interface: (any S433).self, implementation: S433Impl.self)
        container.register(interface: (any S434).self, implementation: S434Impl.self)
        container.register(interface: (any S435).self, implementation: S435Impl.self)
        container.register(interface: (any S436).self, implementation: S436Impl.self)
        container.register(interface: (any S437).self, implementation: S437Impl.self)
        container.register(interface: (any S438).self, implementation: S438Impl.self)
        container.register(interface: (any S439).self, implementation: S439Impl.self)
        container.register(interface: (any S440).self, implementation: S440Impl.self)
        container.register(interface: (any S441).self, implementation: S441Impl.self)
        container.register(interface: (any S442).self, implementation: S442Impl.self)
        container.register(interface: (any S443).self, implementation: S443Impl.self)
        container.register(interface: (any S444).self, implementation: S444Impl.self)
        container.register(interface: (any S445).self, implementation: S445Impl.self)
        container.register(interface: (any S446).self, implementation: S446Impl.self)
        container.register(interface: (any S447).self, implementation: S447Impl.self)
        container.register(interface: (any S448).self, implementation: S448Impl.self)
        container.register(interface: (any S449).self, implementation: S449Impl.self)
        container.register(interface: (any S450).self, implementation: S450Impl.self)
        container.register(interface: (any S451).self, implementation: S451Impl.self)
        container.register(interface: (any S452).self, implementation: S452Impl.self)
        container.register(interface: (any S453).self, implementation: S453Impl.self)
        container.register(interface: (any S454).self, implementation: S454Impl.self)
        container.register(interface: (any S455).self, implementation: S455Impl.self)
        container.register(interface: (any S456).self, implementation: S456Impl.self)
        container.register(interface: (any S457).self, implementation: S457Impl.self)
        container.register(interface: (any S458).self, implementation: S458Impl.self)
        container.register(interface: (any S459).self, implementation: S459Impl.self)
        container.register(interface: (any S460).self, implementation: S460Impl.self)
        container.register(interface: (any S461).self, implementation: S461Impl.self)
        container.register(interface: (any S462).self, implementation: S462Impl.self)
        container.register(interface: (any S463).self, implementation: S463Impl.self)
        container.register(interface: (any S464).self, implementation: S464Impl.self)
        container.register(interface: (any S465).self, implementation: S465Impl.self)
        container.register(interface: (any S466).self, implementation: S466Impl.self)
        container.register(interface: (any S467).self, implementation: S467Impl.self)
        container.register(interface: (any S468).self, implementation: S468Impl.self)
        container.register(interface: (any S469).self, implementation: S469Impl.self)
        container.register(interface: (any S470).self, implementation: S470Impl.self)
        container.register(interface: (any S471).self, implementation: S471Impl.self)
        container.register(interface: (any S472).self, implementation: S472Impl.self)
        container.register(interface: (any S473).self, implementation: S473Impl.self)
        container.register(interface: (any S474).self, implementation: S474Impl.self)
        container.register(interface: (any S475).self, implementation: S475Impl.self)
        container.register(interface: (any S476).self, implementation: S476Impl.self)
        container.register(interface: (any S477).self, implementation: S477Impl.self)
        container.register(interface: (any S478).self, implementation: S478Impl.self)
        container.register(interface: (any S479).self, implementation: S479Impl.self)
        container.register(interface: (any S480).self, implementation: S480Impl.self)
        container.register(interface: (any S481).self, implementation: S481Impl.self)
        container.register(interface: (any S482).self, implementation: S482Impl.self)
        container.register(interface: (any S483).self, implementation: S483Impl.self)
        container.register(interface: (any S484).self, implementation: S484Impl.self)
        container.register(interface: (any S485).self, implementation: S485Impl.self)
        container.register(interface: (any S486).self, implementation: S486Impl.self)
        container.register(interface: (any S487).self, implementation: S487Impl.self)
        container.register(interface: (any S488).self, implementation: S488Impl.self)
        container.register(interface: (any S489).self, implementation: S489Impl.self)
        container.register(interface: (any S490).self, implementation: S490Impl.self)
        container.register(interface: (any S491).self, implementation: S491Impl.self)
        container.register(interface: (any S492).self, implementation: S492Impl.self)
        container.register(interface: (any S493).self, implementation: S493Impl.self)
        container.register(interface: (any S494).self, implementation: S494Impl.self)
        container.register(interface: (any S495).self, implementation: S495Impl.self)
        container.register(interface: (any S496).self, implementation: S496Impl.self)
        container.register(interface: (any S497).self, implementation: S497Impl.self)
        container.register(interface: (any S498).self, implementation: S498Impl.self)
        container.register(interface: (any S499).self, implementation: S499Impl.self)
        sink.take(container.resolveInterface() as any S000)
        sink.take(container.resolveInterface() as any S001)
        sink.take(container.resolveInterface() as any S002)
        sink.take(container.resolveInterface() as any S003)
        sink.take(container.resolveInterface() as any S004)
        sink.take(container.resolveInterface() as any S005)
        sink.take(container.resolveInterface() as any S006)
        sink.take(container.resolveInterface() as any S007)
        sink.take(container.resolveInterface() as any S008)
        sink.take(container.resolveInterface() as any S009)
        sink.take(container.resolveInterface() as any S010)
        sink.take(container.resolveInterface() as any S011)
        sink.take(container.resolveInterface() as any S012)
        sink.take(container.resolveInterface() as any S013)
        sink.take(container.resolveInterface() as any S014)
        sink.take(container.resolveInterface() as any S015)
        sink.take(container.resolveInterface() as any S016)
        sink.take(container.resolveInterface() as any S017)
        sink.take(container.resolveInterface() as any S018)
        sink.take(container.resolveInterface() as any S019)
        sink.take(container.resolveInterface() as any S020)
        sink.take(container.resolveInterface() as any S021)
        sink.take(container.resolveInterface() as any S022)
        sink.take(container.resolveInterface() as any S023)
        sink.take(container.resolveInterface() as any S024)
        sink.take(container.resolveInterface() as any S025)
        sink.take(container.resolveInterface() as any S026)
        sink.take(container.resolveInterface() as any S027)
        sink.take(container.resolveInterface() as any S028)
        sink.take(container.resolveInterface() as any S029)
        sink.take(container.resolveInterface() as any S030)
        sink.take(container.resolveInterface() as any S031)
        sink.take(container.resolveInterface() as any S032)
        sink.take(container.resolveInterface() as any S033)
        sink.take(container.resolveInterface() as any S034)
        sink.take(container.resolveInterface() as any S035)
        sink.take(container.resolveInterface() as any S036)
        sink.take(container.resolveInterface() as any S037)
        sink.take(container.resolveInterface() as any S038)
        sink.take(container.resolveInterface() as any S039)
        sink.take(container.resolveInterface() as any S040)
        sink.take(container.resolveInterface() as any S041)
        sink.take(container.resolveInterface() as any S042)
        sink.take(container.resolveInterface() as any S043)
        sink.take(container.resolveInterface() as any S044)
        sink.take(container.resolveInterface() as any S045)
        sink.take(container.resolveInterface() as any S046)
        sink.take(container.resolveInterface() as any S047)
        sink.take(container.resolveInterface() as any S048)
        sink.take(container.resolveInterface() as any S049)
        sink.take(container.resolveInterface() as any S050)
        sink.take(container.resolveInterface() as any S051)
        sink.take(container.resolveInterface() as any S052)
        sink.take(container.resolveInterface() as any S053)
        sink.take(container.resolveInterface() as any S054)
        sink.take(container.resolveInterface() as any S055)
        sink.take(container.resolveInterface() as any S056)
        sink.take(container.resolveInterface() as any S057)
        sink.take(container.resolveInterface() as any S058)
        sink.take(container.resolveInterface() as any S059)
        sink.take(container.resolveInterface() as any S060)
        sink.take(container.resolveInterface() as any S061)
        sink.take(container.resolveInterface() as any S062)
        sink.take(container.resolveInterface() as any S063)
        sink.take(container.resolveInterface() as any S064)
        sink.take(container.resolveInterface() as any S065)
        sink.take(container.resolveInterface() as any S066)
        sink.take(container.resolveInterface() as any S067)
        sink.take(container.resolveInterface() as any S068)
        sink.take(container.resolveInterface() as any S069)
        sink.take(container.resolveInterface() as any S070)
        sink.take(container.resolveInterface() as any S071)
        sink.take(container.resolveInterface() as any S072)
        sink.take(container.resolveInterface() as any S073)
        sink.take(container.resolveInterface() as any S074)
        sink.take(container.resolveInterface() as any S075)
        sink.take(container.resolveInterface() as any S076)
        sink.take(container.resolveInterface() as any S077)
        sink.take(container.resolveInterface() as any S078)
        sink.take(container.resolveInterface() as any S079)
        sink.take(container.resolveInterface() as any S080)
        sink.take(container.resolveInterface() as any S081)
        sink.take(container.resolveInterface() as any S082)
        sink.take(container.resolveInterface() as any S083)
        sink.take(container.resolveInterface() as any S084)
        sink.take(container.resolveInterface() as any S085)
        sink.take(container.resolveInterface() as any S086)
        sink.take(container.resolveInterface() as any S087)
        sink.take(container.resolveInterface() as any S088)
        sink.take(container.resolveInterface() as any S089)
        sink.take(container.resolveInterface() as any S090)
        sink.take(container.resolveInterface() as any S091)
        sink.take(container.resolveInterface() as any S092)
        sink.take(container.resolveInterface() as any S093)
        sink.take(container.resolveInterface() as any S094)
        sink.take(container.resolveInterface() as any S095)
        sink.take(container.resolveInterface() as any S096)
        sink.take(container.resolveInterface() as any S097)
        sink.take(container.resolveInterface() as any S098)
        sink.take(container.resolveInterface() as any S099)
        sink.take(container.resolveInterface() as any S100)
        sink.take(container.resolveInterface() as any S101)
        sink.take(container.resolveInterface() as any S102)
        sink.take(container.resolveInterface() as any S103)
        sink.take(container.resolveInterface() as any S104)
        sink.take(container.resolveInterface() as any S105)
        sink.take(container.resolveInterface() as any S106)
        sink.take(container.resolveInterface() as any S107)
        sink.take(container.resolveInterface() as any S108)
        sink.take(container.resolveInterface() as any S109)
        sink.take(container.resolveInterface() as any S110)
        sink.take(container.resolveInterface() as any S111)
        sink.take(container.resolveInterface() as any S112)
        sink.take(container.resolveInterface() as any S113)
        sink.take(container.resolveInterface() as any S114)
        sink.take(container.resolveInterface() as any S115)
        sink.take(container.resolveInterface() as any S116)
        sink.take(container.resolveInterface() as any S117)
        sink.take(container.resolveInterface() as any S118)
        sink.take(container.resolveInterface() as any S119)
        sink.take(container.resolveInterface() as any S120)
        sink.take(container.resolveInterface() as any S121)
        sink.take(container.resolveInterface() as any S122)
        sink.take(container.resolveInterface() as any S123)
        sink.take(container.resolveInterface() as any S124)
        sink.take(container.resolveInterface() as any S125)
        sink.take(container.resolveInterface() as any S126)
        sink.take(container.resolveInterface() as any S127)
        sink.take(container.resolveInterface() as any S128)
        sink.take(container.resolveInterface() as any S129)
        sink.take(container.resolveInterface() as any S130)
        sink.take(container.resolveInterface() as any S131)
        sink.take(container.resolveInterface() as any S132)
        sink.take(container.resolveInterface() as any S133)
        sink.take(container.resolveInterface() as any S134)
        sink.take(container.resolveInterface() as any S135)
        sink.take(container.resolveInterface() as any S136)
        sink.take(container.resolveInterface() as any S137)
        sink.take(container.resolveInterface() as any S138)
        sink.take(container.resolveInterface() as any S139)
        sink.take(container.resolveInterface() as any S140)
        sink.take(container.resolveInterface() as any S141)
        sink.take(container.resolveInterface() as any S142)
        sink.take(container.resolveInterface() as any S143)
        sink.take(container.resolveInterface() as any S144)
        sink.take(container.resolveInterface() as any S145)
        sink.take(container.resolveInterface() as any S146)
        sink.take(container.resolveInterface() as any S147)
        sink.take(container.resolveInterface() as any S148)
        sink.take(container.resolveInterface() as any S149)
        sink.take(container.resolveInterface() as any S150)
        sink.take(container.resolveInterface() as any S151)
        sink.take(container.resolveInterface() as any S152)
        sink.take(container.resolveInterface() as any S153)
        sink.take(container.resolveInterface() as any S154)
        sink.take(container.resolveInterface() as any S155)
        sink.take(container.resolveInterface() as any S156)
        sink.take(container.resolveInterface() as any S157)
        sink.take(container.resolveInterface() as any S158)
        sink.take(container.resolveInterface() as any S159)
        sink.take(container.resolveInterface() as any S160)
        sink.take(container.resolveInterface() as any S161)
        sink.take(container.resolveInterface() as any S162)
        sink.take(container.resolveInterface() as any S163)
        sink.take(container.resolveInterface() as any S164)
        sink.take(container.resolveInterface() as any S165)
        sink.take(container.resolveInterface() as any S166)
        sink.take(container.resolveInterface() as any S167)
        sink.take(container.resolveInterface() as any S168)
        sink.take(container.resolveInterface() as any S169)
        sink.take(container.resolveInterface() as any S170)
        sink.take(container.resolveInterface() as any S171)
        sink.take(container.resolveInterface() as any S172)
        sink.take(container.resolveInterface() as any S173)
        sink.take(container.resolveInterface() as any S174)
        sink.take(container.resolveInterface() as any S175)
        sink.take(container.resolveInterface() as any S176)
        sink.take(container.resolveInterface() as any S177)
        sink.take(container.resolveInterface() as any S178)
        sink.take(container.resolveInterface() as any S179)
        sink.take(container.resolveInterface() as any S180)
        sink.take(container.resolveInterface() as any S181)
        sink.take(container.resolveInterface() as any S182)
        sink.take(container.resolveInterface() as any S183)
        sink.take(container.resolveInterface() as any S184)
        sink.take(container.resolveInterface() as any S185)
        sink.take(container.resolveInterface() as any S186)
        sink.take(container.resolveInterface() as any S187)
        sink.take(container.resolveInterface() as any S188)
        sink.take(container.resolveInterface() as any S189)
        sink.take(container.resolveInterface() as any S190)
        sink.take(container.resolveInterface() as any S191)
        sink.take(container.resolveInterface() as any S192)
        sink.take(container.resolveInterface() as any S193)
        sink.take(container.resolveInterface() as any S194)
        sink.take(container.resolveInterface() as any S195)
        sink.take(container.resolveInterface() as any S196)
        sink.take(container.resolveInterface() as any S197)
        sink.take(container.resolveInterface() as any S198)
        sink.take(container.resolveInterface() as any S199)
        sink.take(container.resolveInterface() as any S200)
        sink.take(container.resolveInterface() as any S201)
        sink.take(container.resolveInterface() as any S202)
        sink.take(container.resolveInterface() as any S203)
        sink.take(container.resolveInterface() as any S204)
        sink.take(container.resolveInterface() as any S205)
        sink.take(container.resolveInterface() as any S206)
        sink.take(container.resolveInterface() as any S207)
        sink.take(container.resolveInterface() as any S208)
        sink.take(container.resolveInterface() as any S209)
        sink.take(container.resolveInterface() as any S210)
        sink.take(container.resolveInterface() as any S211)
        sink.take(container.resolveInterface() as any S212)
        sink.take(container.resolveInterface() as any S213)
        sink.take(container.resolveInterface() as any S214)
        sink.take(container.resolveInterface() as any S215)
        sink.take(container.resolveInterface() as any S216)
        sink.take(container.resolveInterface() as any S217)
        sink.take(container.resolveInterface() as any S218)
        sink.take(container.resolveInterface() as any S219)
        sink.take(container.resolveInterface() as any S220)
        sink.take(container.resolveInterface() as any S221)
        sink.take(container.resolveInterface() as any S222)
        sink.take(container.resolveInterface() as any S223)
        sink.take(container.resolveInterface() as any S224)
        sink.take(container.resolveInterface() as any S225)
        sink.take(container.resolveInterface() as any S226)
        sink.take(container.resolveInterface() as any S227)
        sink.take(container.resolveInterface() as any S228)
        sink.take(container.resolveInterface() as any S229)
        sink.take(container.resolveInterface() as any S230)
        sink.take(container.resolveInterface() as any S231)
        sink.take(container.resolveInterface() as any S232)
        sink.take(container.resolveInterface() as any S233)
        sink.take(container.resolveInterface() as any S234)
        sink.take(container.resolveInterface() as any S235)
        sink.take(container.resolveInterface() as any S236)
        sink.take(container.resolveInterface() as any S237)
        sink.take(container.resolveInterface() as any S238)
        sink.take(container.resolveInterface() as any S239)
        sink.take(container.resolveInterface() as any S240)
        sink.take(container.resolveInterface() as any S241)
        sink.take(container.resolveInterface() as any S242)
        sink.take(container.resolveInterface() as any S243)
        sink.take(container.resolveInterface() as any S244)
        sink.take(container.resolveInterface() as any S245)
        sink.take(container.resolveInterface() as any S246)
        sink.take(container.resolveInterface() as any S247)
        sink.take(container.resolveInterface() as any S248)
        sink.take(container.resolveInterface() as any S249)
        sink.take(container.resolveInterface() as any S250)
        sink.take(container.resolveInterface() as any S251)
        sink.take(container.resolveInterface() as any S252)
        sink.take(container.resolveInterface() as any S253)
        sink.take(container.resolveInterface() as any S254)
        sink.take(container.resolveInterface() as any S255)
        sink.take(container.resolveInterface() as any S256)
        sink.take(container.resolveInterface() as any S257)
        sink.take(container.resolveInterface() as any S258)
        sink.take(container.resolveInterface() as any S259)
        sink.take(container.resolveInterface() as any S260)
        sink.take(container.resolveInterface() as any S261)
        sink.take(container.resolveInterface() as any S262)
        sink.take(container.resolveInterface() as any S263)
        sink.take(container.resolveInterface() as any S264)
        sink.take(container.resolveInterface() as any S265)
        sink.take(container.resolveInterface() as any S266)
        sink.take(container.resolveInterface() as any S267)
        sink.take(container.resolveInterface() as any S268)
        sink.take(container.resolveInterface() as any S269)
        sink.take(container.resolveInterface() as any S270)
        sink.take(container.resolveInterface() as any S271)
        sink.take(container.resolveInterface() as any S272)
        sink.take(container.resolveInterface() as any S273)
        sink.take(container.resolveInterface() as any S274)
        sink.take(container.resolveInterface() as any S275)
        sink.take(container.resolveInterface() as any S276)
        sink.take(container.resolveInterface() as any S277)
        sink.take(container.resolveInterface() as any S278)
        sink.take(container.resolveInterface() as any S279)
        sink.take(container.resolveInterface() as any S280)
        sink.take(container.resolveInterface() as any S281)
        sink.take(container.resolveInterface() as any S282)
        sink.take(container.resolveInterface() as any S283)
        sink.take(container.resolveInterface() as any S284)
        sink.take(container.resolveInterface() as any S285)
        sink.take(container.resolveInterface() as any S286)
        sink.take(container.resolveInterface() as any S287)
        sink.take(container.resolveInterface() as any S288)
        sink.take(container.resolveInterface() as any S289)
        sink.take(container.resolveInterface() as any S290)
        sink.take(container.resolveInterface() as any S291)
        sink.take(container.resolveInterface() as any S292)
        sink.take(container.resolveInterface() as any S293)
        sink.take(container.resolveInterface() as any S294)
        sink.take(container.resolveInterface() as any S295)
        sink.take(container.resolveInterface() as any S296)
        sink.take(container.resolveInterface() as any S297)
        sink.take(container.resolveInterface() as any S298)
        sink.take(container.resolveInterface() as any S299)
        sink.take(container.resolveInterface() as any S300)
        sink.take(container.resolveInterface() as any S301)
        sink.take(container.resolveInterface() as any S302)
        sink.take(container.resolveInterface() as any S303)
        sink.take(container.resolveInterface() as any S304)
        sink.take(container.resolveInterface() as any S305)
        sink.take(container.resolveInterface() as any S306)
        sink.take(container.resolveInterface() as any S307)
        sink.take(container.resolveInterface() as any S308)
        sink.take(container.resolveInterface() as any S309)
        sink.take(container.resolveInterface() as any S310)
        sink.take(container.resolveInterface() as any S311)
        sink.take(container.resolveInterface() as any S312)
        sink.take(container.resolveInterface() as any S313)
        sink.take(container.resolveInterface() as any S314)
        sink.take(container.resolveInterface() as any S315)
        sink.take(container.resolveInterface() as any S316)
        sink.take(container.resolveInterface() as any S317)
        sink.take(container.resolveInterface() as any S318)
        sink.take(container.resolveInterface() as any S319)
        sink.take(container.resolveInterface() as any S320)
        sink.take(container.resolveInterface() as any S321)
        sink.take(container.resolveInterface() as any S322)
        sink.take(container.resolveInterface() as any S323)
        sink.take(container.resolveInterface() as any S324)
        sink.take(container.resolveInterface() as any S325)
        sink.take(container.resolveInterface() as any S326)
        sink.take(container.resolveInterface() as any S327)
        sink.take(container.resolveInterface() as any S328)
        sink.take(container.resolveInterface() as any S329)
        sink.take(container.resolveInterface() as any S330)
        sink.take(container.resolveInterface() as any S331)
        sink.take(container.resolveInterface() as any S332)
        sink.take(container.resolveInterface() as any S333)
        sink.take(container.resolveInterface() as any S334)
        sink.take(container.resolveInterface() as any S335)
        sink.take(container.resolveInterface() as any S336)
        sink.take(container.resolveInterface() as any S337)
        sink.take(container.resolveInterface() as any S338)
        sink.take(container.resolveInterface() as any S339)
        sink.take(container.resolveInterface() as any S340)
        sink.take(container.resolveInterface() as any S341)
        sink.take(container.resolveInterface() as any S342)
        sink.take(container.resolveInterface() as any S343)
        sink.take(container.resolveInterface() as any S344)
        sink.take(container.resolveInterface() as any S345)
        sink.take(container.resolveInterface() as any S346)
        sink.take(container.resolveInterface() as any S347)
        sink.take(container.resolveInterface() as any S348)
        sink.take(container.resolveInterface() as any S349)
        sink.take(container.resolveInterface() as any S350)
        sink.take(container.resolveInterface() as any S351)
        sink.take(container.resolveInterface() as any S352)
        sink.take(container.resolveInterface() as any S353)
        sink.take(container.resolveInterface() as any S354)
        sink.take(container.resolveInterface() as any S355)
        sink.take(container.resolveInterface() as any S356)
        sink.take(container.resolveInterface() as any S357)
        sink.take(container.resolveInterface() as any S358)
        sink.take(container.resolveInterface() as any S359)
        sink.take(container.resolveInterface() as any S360)
        sink.take(container.resolveInterface() as any S361)
        sink.take(container.resolveInterface() as any S362)
        sink.take(container.resolveInterface() as any S363)
        sink.take(container.resolveInterface() as any S364)
        sink.take(container.resolveInterface() as any S365)
        sink.take(container.resolveInterface() as any S366)
        sink.take(container.resolveInterface() as any S367)
        sink.take(container.resolveInterface() as any S368)
        sink.take(container.resolveInterface() as any S369)
        sink.take(container.resolveInterface() as any S370)
        sink.take(container.resolveInterface() as any S371)
        sink.take(container.resolveInterface() as any S372)
        sink.take(container.resolveInterface() as any S373)
        sink.take(container.resolveInterface() as any S374)
        sink.take(container.resolveInterface() as any S375)
        sink.take(container.resolveInterface() as any S376)
        sink.take(container.resolveInterface() as any S377)
        sink.take(container.resolveInterface() as any S378)
        sink.take(container.resolveInterface() as any S379)
        sink.take(container.resolveInterface() as any S380)
        sink.take(container.resolveInterface() as any S381)
        sink.take(container.resolveInterface() as any S382)
        sink.take(container.resolveInterface() as any S383)
        sink.take(container.resolveInterface() as any S384)
        sink.take(container.resolveInterface() as any S385)
        sink.take(container.resolveInterface() as any S386)
        sink.take(container.resolveInterface() as any S387)
        sink.take(container.resolveInterface() as any S388)
        sink.take(container.resolveInterface() as any S389)
        sink.take(container.resolveInterface() as any S390)
        sink.take(container.resolveInterface() as any S391)
        sink.take(container.resolveInterface() as any S392)
        sink.take(container.resolveInterface() as any S393)
        sink.take(container.resolveInterface() as any S394)
        sink.take(container.resolveInterface() as any S395)
        sink.take(container.resolveInterface() as any S396)
        sink.take(container.resolveInterface() as any S397)
        sink.take(container.resolveInterface() as any S398)
        sink.take(container.resolveInterface() as any S399)
        sink.take(container.resolveInterface() as any S400)
        sink.take(container.resolveInterface() as any S401)
        sink.take(container.resolveInterface() as any S402)
        sink.take(container.resolveInterface() as any S403)
        sink.take(container.resolveInterface() as any S404)
        sink.take(container.resolveInterface() as any S405)
        sink.take(container.resolveInterface() as any S406)
        sink.take(container.resolveInterface() as any S407)
        sink.take(container.resolveInterface() as any S408)
        sink.take(container.resolveInterface() as any S409)
        sink.take(container.resolveInterface() as any S410)
        sink.take(container.resolveInterface() as any S411)
        sink.take(container.resolveInterface() as any S412)
        sink.take(container.resolveInterface() as any S413)
        sink.take(container.resolveInterface() as any S414)
        sink.take(container.resolveInterface() as any S415)
        sink.take(container.resolveInterface() as any S416)
        sink.take(container.resolveInterface() as any S417)
        sink.take(container.resolveInterface() as any S418)
        sink.take(container.resolveInterface() as any S419)
        sink.take(container.resolveInterface() as any S420)
        sink.take(container.resolveInterface() as any S421)
        sink.take(container.resolveInterface() as any S422)
        sink.take(container.resolveInterface() as any S423)
        sink.take(container.resolveInterface() as any S424)
        sink.take(container.resolveInterface() as any S425)
        sink.take(container.resolveInterface() as any S426)
        sink.take(container.resolveInterface() as any S427)
        sink.take(container.resolveInterface() as any S428)
        sink.take(container.resolveInterface() as any S429)
        sink.take(container.resolveInterface() as any S430)
        sink.take(container.resolveInterface() as any S431)
        sink.take(container.resolveInterface() as any S432)
        sink.take(container.resolveInterface() as any S433)
        sink.take(container.resolveInterface() as any S434)
        sink.take(container.resolveInterface() as any S435)
        sink.take(container.resolveInterface() as any S436)
        sink.take(container.resolveInterface() as any S437)
        sink.take(container.resolveInterface() as any S438)
        sink.take(container.resolveInterface() as any S439)
        sink.take(container.resolveInterface() as any S440)
        sink.take(container.resolveInterface() as any S441)
        sink.take(container.resolveInterface() as any S442)
        sink.take(container.resolveInterface() as any S443)
        sink.take(container.resolveInterface() as any S444)
        sink.take(container.resolveInterface() as any S445)
        sink.take(container.resolveInterface() as any S446)
        sink.take(container.resolveInterface() as any S447)
        sink.take(container.resolveInterface() as any S448)
        sink.take(container.resolveInterface() as any S449)
        sink.take(container.resolveInterface() as any S450)
        sink.take(container.resolveInterface() as any S451)
        sink.take(container.resolveInterface() as any S452)
        sink.take(container.resolveInterface() as any S453)
        sink.take(container.resolveInterface() as any S454)
        sink.take(container.resolveInterface() as any S455)
        sink.take(container.resolveInterface() as any S456)
        sink.take(container.resolveInterface() as any S457)
        sink.take(container.resolveInterface() as any S458)
        sink.take(container.resolveInterface() as any S459)
        sink.take(container.resolveInterface() as any S460)
        sink.take(container.resolveInterface() as any S461)
        sink.take(container.resolveInterface() as any S462)
        sink.take(container.resolveInterface() as any S463)
        sink.take(container.resolveInterface() as any S464)
        sink.take(container.resolveInterface() as any S465)
        sink.take(container.resolveInterface() as any S466)
        sink.take(container.resolveInterface() as any S467)
        sink.take(container.resolveInterface() as any S468)
        sink.take(container.resolveInterface() as any S469)
        sink.take(container.resolveInterface() as any S470)
        sink.take(container.resolveInterface() as any S471)
        sink.take(container.resolveInterface() as any S472)
        sink.take(container.resolveInterface() as any S473)
        sink.take(container.resolveInterface() as any S474)
        sink.take(container.resolveInterface() as any S475)
        sink.take(container.resolveInterface() as any S476)
        sink.take(container.resolveInterface() as any S477)
        sink.take(container.resolveInterface() as any S478)
        sink.take(container.resolveInterface() as any S479)
        sink.take(container.resolveInterface() as any S480)
        sink.take(container.resolveInterface() as any S481)
        sink.take(container.resolveInterface() as any S482)
        sink.take(container.resolveInterface() as any S483)
        sink.take(container.resolveInterface() as any S484)
        sink.take(container.resolveInterface() as any S485)
        sink.take(container.resolveInterface() as any S486)
        sink.take(container.resolveInterface() as any S487)
        sink.take(container.resolveInterface() as any S488)
        sink.take(container.resolveInterface() as any S489)
        sink.take(container.resolveInterface() as any S490)
        sink.take(container.resolveInterface() as any S491)
        sink.take(container.resolveInterface() as any S492)
        sink.take(container.resolveInterface() as any S493)
        sink.take(container.resolveInterface() as any S494)
        sink.take(container.resolveInterface() as any S495)
        sink.take(container.resolveInterface() as any S496)
        sink.take(container.resolveInterface() as any S497)
        sink.take(container.resolveInterface() as any S498)
        sink.take(container.resolveInterface() as any S499)
    }

    /// A fresh Swinject container: every pair registered, then every service resolved once.
    static func swinject(_ sink: Sink) {
        let container = Swinject.Container()
        container.register((any S000).self) { _ in S000Impl() }.inObjectScope(.transient)
        container.register((any S001).self) { _ in S001Impl() }.inObjectScope(.transient)
        container.register((any S002).self) { _ in S002Impl() }.inObjectScope(.transient)
        container.register((any S003).self) { _ in S003Impl() }.inObjectScope(.transient)
        container.register((any S004).self) { _ in S004Impl() }.inObjectScope(.transient)
        container.register((any S005).self) { _ in S005Impl() }.inObjectScope(.transient)
        container.register((any S006).self) { _ in S006Impl() }.inObjectScope(.transient)
        container.register((any S007).self) { _ in S007Impl() }.inObjectScope(.transient)
        container.register((any S008).self) { _ in S008Impl() }.inObjectScope(.transient)
        container.register((any S009).self) { _ in S009Impl() }.inObjectScope(.transient)
        container.register((any S010).self) { _ in S010Impl() }.inObjectScope(.transient)
        container.register((any S011).self) { _ in S011Impl() }.inObjectScope(.transient)
        container.register((any S012).self) { _ in S012Impl() }.inObjectScope(.transient)
        container.register((any S013).self) { _ in S013Impl() }.inObjectScope(.transient)
        container.register((any S014).self) { _ in S014Impl() }.inObjectScope(.transient)
        container.register((any S015).self) { _ in S015Impl() }.inObjectScope(.transient)
        container.register((any S016).self) { _ in S016Impl() }.inObjectScope(.transient)
        container.register((any S017).self) { _ in S017Impl() }.inObjectScope(.transient)
        container.register((any S018).self) { _ in S018Impl() }.inObjectScope(.transient)
        container.register((any S019).self) { _ in S019Impl() }.inObjectScope(.transient)
        container.register((any S020).self) { _ in S020Impl() }.inObjectScope(.transient)
        container.register((any S021).self) { _ in S021Impl() }.inObjectScope(.transient)
        container.register((any S022).self) { _ in S022Impl() }.inObjectScope(.transient)
        container.register((any S023).self) { _ in S023Impl() }.inObjectScope(.transient)
        container.register((any S024).self) { _ in S024Impl() }.inObjectScope(.transient)
        container.register((any S025).self) { _ in S025Impl() }.inObjectScope(.transient)
        container.register((any S026).self) { _ in S026Impl() }.inObjectScope(.transient)
        container.register((any S027).self) { _ in S027Impl() }.inObjectScope(.transient)
        container.register((any S028).self) { _ in S028Impl() }.inObjectScope(.transient)
        container.register((any S029).self) { _ in S029Impl() }.inObjectScope(.transient)
        container.register((any S030).self) { _ in S030Impl() }.inObjectScope(.transient)
        container.register((any S031).self) { _ in S031Impl() }.inObjectScope(.transient)
        container.register((any S032).self) { _ in S032Impl() }.inObjectScope(.transient)
        container.register((any S033).self) { _ in S033Impl() }.inObjectScope(.transient)
        container.register((any S034).self) { _ in S034Impl() }.inObjectScope(.transient)
        container.register((any S035).self) { _ in S035Impl() }.inObjectScope(.transient)
        container.register((any S036).self) { _ in S036Impl() }.inObjectScope(.transient)
        container.register((any S037).self) { _ in S037Impl() }.inObjectScope(.transient)
        container.register((any S038).self) { _ in S038Impl() }.inObjectScope(.transient)
        container.register((any S039).self) { _ in S039Impl() }.inObjectScope(.transient)
        container.register((any S040).self) { _ in S040Impl() }.inObjectScope(.transient)
        container.register((any S041).self) { _ in S041Impl() }.inObjectScope(.transient)
        container.register((any S042).self) { _ in S042Impl() }.inObjectScope(.transient)
        container.register((any S043).self) { _ in S043Impl() }.inObjectScope(.transient)
        container.register((any S044).self) { _ in S044Impl() }.inObjectScope(.transient)
        container.register((any S045).self) { _ in S045Impl() }.inObjectScope(.transient)
        container.register((any S046).self) { _ in S046Impl() }.inObjectScope(.transient)
        container.register((any S047).self) { _ in S047Impl() }.inObjectScope(.transient)
        container.register((any S048).self) { _ in S048Impl() }.inObjectScope(.transient)
        container.register((any S049).self) { _ in S049Impl() }.inObjectScope(.transient)
        container.register((any S050).self) { _ in S050Impl() }.inObjectScope(.transient)
        container.register((any S051).self) { _ in S051Impl() }.inObjectScope(.transient)
        container.register((any S052).self) { _ in S052Impl() }.inObjectScope(.transient)
        container.register((any S053).self) { _ in S053Impl() }.inObjectScope(.transient)
        container.register((any S054).self) { _ in S054Impl() }.inObjectScope(.transient)
        container.register((any S055).self) { _ in S055Impl() }.inObjectScope(.transient)
        container.register((any S056).self) { _ in S056Impl() }.inObjectScope(.transient)
        container.register((any S057).self) { _ in S057Impl() }.inObjectScope(.transient)
        container.register((any S058).self) { _ in S058Impl() }.inObjectScope(.transient)
        container.register((any S059).self) { _ in S059Impl() }.inObjectScope(.transient)
        container.register((any S060).self) { _ in S060Impl() }.inObjectScope(.transient)
        container.register((any S061).self) { _ in S061Impl() }.inObjectScope(.transient)
        container.register((any S062).self) { _ in S062Impl() }.inObjectScope(.transient)
        container.register((any S063).self) { _ in S063Impl() }.inObjectScope(.transient)
        container.register((any S064).self) { _ in S064Impl() }.inObjectScope(.transient)
        container.register((any S065).self) { _ in S065Impl() }.inObjectScope(.transient)
        container.register((any S066).self) { _ in S066Impl() }.inObjectScope(.transient)
        container.register((any S067).self) { _ in S067Impl() }.inObjectScope(.transient)
        container.register((any S068).self) { _ in S068Impl() }.inObjectScope(.transient)
        container.register((any S069).self) { _ in S069Impl() }.inObjectScope(.transient)
        container.register((any S070).self) { _ in S070Impl() }.inObjectScope(.transient)
        container.register((any S071).self) { _ in S071Impl() }.inObjectScope(.transient)
        container.register((any S072).self) { _ in S072Impl() }.inObjectScope(.transient)
        container.register((any S073).self) { _ in S073Impl() }.inObjectScope(.transient)
        container.register((any S074).self) { _ in S074Impl() }.inObjectScope(.transient)
        container.register((any S075).self) { _ in S075Impl() }.inObjectScope(.transient)
        container.register((any S076).self) { _ in S076Impl() }.inObjectScope(.transient)
        container.register((any S077).self) { _ in S077Impl() }.inObjectScope(.transient)
        container.register((any S078).self) { _ in S078Impl() }.inObjectScope(.transient)
        container.register((any S079).self) { _ in S079Impl() }.inObjectScope(.transient)
        container.register((any S080).self) { _ in S080Impl() }.inObjectScope(.transient)
        container.register((any S081).self) { _ in S081Impl() }.inObjectScope(.transient)
        container.register((any S082).self) { _ in S082Impl() }.inObjectScope(.transient)
        container.register((any S083).self) { _ in S083Impl() }.inObjectScope(.transient)
        container.register((any S084).self) { _ in S084Impl() }.inObjectScope(.transient)
        container.register((any S085).self) { _ in S085Impl() }.inObjectScope(.transient)
        container.register((any S086).self) { _ in S086Impl() }.inObjectScope(.transient)
        container.register((any S087).self) { _ in S087Impl() }.inObjectScope(.transient)
        container.register((any S088).self) { _ in S088Impl() }.inObjectScope(.transient)
        container.register((any S089).self) { _ in S089Impl() }.inObjectScope(.transient)
        container.register((any S090).self) { _ in S090Impl() }.inObjectScope(.transient)
        container.register((any S091).self) { _ in S091Impl() }.inObjectScope(.transient)
        container.register((any S092).self) { _ in S092Impl() }.inObjectScope(.transient)
        container.register((any S093).self) { _ in S093Impl() }.inObjectScope(.transient)
        container.register((any S094).self) { _ in S094Impl() }.inObjectScope(.transient)
        container.register((any S095).self) { _ in S095Impl() }.inObjectScope(.transient)
        container.register((any S096).self) { _ in S096Impl() }.inObjectScope(.transient)
        container.register((any S097).self) { _ in S097Impl() }.inObjectScope(.transient)
        container.register((any S098).self) { _ in S098Impl() }.inObjectScope(.transient)
        container.register((any S099).self) { _ in S099Impl() }.inObjectScope(.transient)
        container.register((any S100).self) { _ in S100Impl() }.inObjectScope(.transient)
        container.register((any S101).self) { _ in S101Impl() }.inObjectScope(.transient)
        container.register((any S102).self) { _ in S102Impl() }.inObjectScope(.transient)
        container.register((any S103).self) { _ in S103Impl() }.inObjectScope(.transient)
        container.register((any S104).self) { _ in S104Impl() }.inObjectScope(.transient)
        container.register((any S105).self) { _ in S105Impl() }.inObjectScope(.transient)
        container.register((any S106).self) { _ in S106Impl() }.inObjectScope(.transient)
        container.register((any S107).self) { _ in S107Impl() }.inObjectScope(.transient)
        container.register((any S108).self) { _ in S108Impl() }.inObjectScope(.transient)
        container.register((any S109).self) { _ in S109Impl() }.inObjectScope(.transient)
        container.register((any S110).self) { _ in S110Impl() }.inObjectScope(.transient)
        container.register((any S111).self) { _ in S111Impl() }.inObjectScope(.transient)
        container.register((any S112).self) { _ in S112Impl() }.inObjectScope(.transient)
        container.register((any S113).self) { _ in S113Impl() }.inObjectScope(.transient)
        container.register((any S114).self) { _ in S114Impl() }.inObjectScope(.transient)
        container.register((any S115).self) { _ in S115Impl() }.inObjectScope(.transient)
        container.register((any S116).self) { _ in S116Impl() }.inObjectScope(.transient)
        container.register((any S117).self) { _ in S117Impl() }.inObjectScope(.transient)
        container.register((any S118).self) { _ in S118Impl() }.inObjectScope(.transient)
        container.register((any S119).self) { _ in S119Impl() }.inObjectScope(.transient)
        container.register((any S120).self) { _ in S120Impl() }.inObjectScope(.transient)
        container.register((any S121).self) { _ in S121Impl() }.inObjectScope(.transient)
        container.register((any S122).self) { _ in S122Impl() }.inObjectScope(.transient)
        container.register((any S123).self) { _ in S123Impl() }.inObjectScope(.transient)
        container.register((any S124).self) { _ in S124Impl() }.inObjectScope(.transient)
        container.register((any S125).self) { _ in S125Impl() }.inObjectScope(.transient)
        container.register((any S126).self) { _ in S126Impl() }.inObjectScope(.transient)
        container.register((any S127).self) { _ in S127Impl() }.inObjectScope(.transient)
        container.register((any S128).self) { _ in S128Impl() }.inObjectScope(.transient)
        container.register((any S129).self) { _ in S129Impl() }.inObjectScope(.transient)
        container.register((any S130).self) { _ in S130Impl() }.inObjectScope(.transient)
        container.register((any S131).self) { _ in S131Impl() }.inObjectScope(.transient)
        container.register((any S132).self) { _ in S132Impl() }.inObjectScope(.transient)
        container.register((any S133).self) { _ in S133Impl() }.inObjectScope(.transient)
        container.register((any S134).self) { _ in S134Impl() }.inObjectScope(.transient)
        container.register((any S135).self) { _ in S135Impl() }.inObjectScope(.transient)
        container.register((any S136).self) { _ in S136Impl() }.inObjectScope(.transient)
        container.register((any S137).self) { _ in S137Impl() }.inObjectScope(.transient)
        container.register((any S138).self) { _ in S138Impl() }.inObjectScope(.transient)
        container.register((any S139).self) { _ in S139Impl() }.inObjectScope(.transient)
        container.register((any S140).self) { _ in S140Impl() }.inObjectScope(.transient)
        container.register((any S141).self) { _ in S141Impl() }.inObjectScope(.transient)
        container.register((any S142).self) { _ in S142Impl() }.inObjectScope(.transient)
        container.register((any S143).self) { _ in S143Impl() }.inObjectScope(.transient)
        container.register((any S144).self) { _ in S144Impl() }.inObjectScope(.transient)
        container.register((any S145).self) { _ in S145Impl() }.inObjectScope(.transient)
        container.register((any S146).self) { _ in S146Impl() }.inObjectScope(.transient)
        container.register((any S147).self) { _ in S147Impl() }.inObjectScope(.transient)
        container.register((any S148).self) { _ in S148Impl() }.inObjectScope(.transient)
        container.register((any S149).self) { _ in S149Impl() }.inObjectScope(.transient)
        container.register((any S150).self) { _ in S150Impl() }.inObjectScope(.transient)
        container.register((any S151).self) { _ in S151Impl() }.inObjectScope(.transient)
        container.register((any S152).self) { _ in S152Impl() }.inObjectScope(.transient)
        container.register((any S153).self) { _ in S153Impl() }.inObjectScope(.transient)
        container.register((any S154).self) { _ in S154Impl() }.inObjectScope(.transient)
        container.register((any S155).self) { _ in S155Impl() }.inObjectScope(.transient)
        container.register((any S156).self) { _ in S156Impl() }.inObjectScope(.transient)
        container.register((any S157).self) { _ in S157Impl() }.inObjectScope(.transient)
        container.register((any S158).self) { _ in S158Impl() }.inObjectScope(.transient)
        container.register((any S159).self) { _ in S159Impl() }.inObjectScope(.transient)
        container.register((any S160).self) { _ in S160Impl() }.inObjectScope(.transient)
        container.register((any S161).self) { _ in S161Impl() }.inObjectScope(.transient)
        container.register((any S162).self) { _ in S162Impl() }.inObjectScope(.transient)
        container.register((any S163).self) { _ in S163Impl() }.inObjectScope(.transient)
        container.register((any S164).self) { _ in S164Impl() }.inObjectScope(.transient)
        container.register((any S165).self) { _ in S165Impl() }.inObjectScope(.transient)
        container.register((any S166).self) { _ in S166Impl() }.inObjectScope(.transient)
        container.register((any S167).self) { _ in S167Impl() }.inObjectScope(.transient)
        container.register((any S168).self) { _ in S168Impl() }.inObjectScope(.transient)
        container.register((any S169).self) { _ in S169Impl() }.inObjectScope(.transient)
        container.register((any S170).self) { _ in S170Impl() }.inObjectScope(.transient)
        container.register((any S171).self) { _ in S171Impl() }.inObjectScope(.transient)
        container.register((any S172).self) { _ in S172Impl() }.inObjectScope(.transient)
        container.register((any S173).self) { _ in S173Impl() }.inObjectScope(.transient)
        container.register((any S174).self) { _ in S174Impl() }.inObjectScope(.transient)
        container.register((any S175).self) { _ in S175Impl() }.inObjectScope(.transient)
        container.register((any S176).self) { _ in S176Impl() }.inObjectScope(.transient)
        container.register((any S177).self) { _ in S177Impl() }.inObjectScope(.transient)
        container.register((any S178).self) { _ in S178Impl() }.inObjectScope(.transient)
        container.register((any S179).self) { _ in S179Impl() }.inObjectScope(.transient)
        container.register((any S180).self) { _ in S180Impl() }.inObjectScope(.transient)
        container.register((any S181).self) { _ in S181Impl() }.inObjectScope(.transient)
        container.register((any S182).self) { _ in S182Impl() }.inObjectScope(.transient)
        container.register((any S183).self) { _ in S183Impl() }.inObjectScope(.transient)
        container.register((any S184).self) { _ in S184Impl() }.inObjectScope(.transient)
        container.register((any S185).self) { _ in S185Impl() }.inObjectScope(.transient)
        container.register((any S186).self) { _ in S186Impl() }.inObjectScope(.transient)
        container.register((any S187).self) { _ in S187Impl() }.inObjectScope(.transient)
        container.register((any S188).self) { _ in S188Impl() }.inObjectScope(.transient)
        container.register((any S189).self) { _ in S189Impl() }.inObjectScope(.transient)
        container.register((any S190).self) { _ in S190Impl() }.inObjectScope(.transient)
        container.register((any S191).self) { _ in S191Impl() }.inObjectScope(.transient)
        container.register((any S192).self) { _ in S192Impl() }.inObjectScope(.transient)
        container.register((any S193).self) { _ in S193Impl() }.inObjectScope(.transient)
        container.register((any S194).self) { _ in S194Impl() }.inObjectScope(.transient)
        container.register((any S195).self) { _ in S195Impl() }.inObjectScope(.transient)
        container.register((any S196).self) { _ in S196Impl() }.inObjectScope(.transient)
        container.register((any S197).self) { _ in S197Impl() }.inObjectScope(.transient)
        container.register((any S198).self) { _ in S198Impl() }.inObjectScope(.transient)
        container.register((any S199).self) { _ in S199Impl() }.inObjectScope(.transient)
        container.register((any S200).self) { _ in S200Impl() }.inObjectScope(.transient)
        container.register((any S201).self) { _ in S201Impl() }.inObjectScope(.transient)
        container.register((any S202).self) { _ in S202Impl() }.inObjectScope(.transient)
        container.register((any S203).self) { _ in S203Impl() }.inObjectScope(.transient)
        container.register((any S204).self) { _ in S204Impl() }.inObjectScope(.transient)
        container.register((any S205).self) { _ in S205Impl() }.inObjectScope(.transient)
        container.register((any S206).self) { _ in S206Impl() }.inObjectScope(.transient)
        container.register((any S207).self) { _ in S207Impl() }.inObjectScope(.transient)
        container.register((any S208).self) { _ in S208Impl() }.inObjectScope(.transient)
        container.register((any S209).self) { _ in S209Impl() }.inObjectScope(.transient)
        container.register((any S210).self) { _ in S210Impl() }.inObjectScope(.transient)
        container.register((any S211).self) { _ in S211Impl() }.inObjectScope(.transient)
        container.register((any S212).self) { _ in S212Impl() }.inObjectScope(.transient)
        container.register((any S213).self) { _ in S213Impl() }.inObjectScope(.transient)
        container.register((any S214).self) { _ in S214Impl() }.inObjectScope(.transient)
        container.register((any S215).self) { _ in S215Impl() }.inObjectScope(.transient)
        container.register((any S216).self) { _ in S216Impl() }.inObjectScope(.transient)
        container.register((any S217).self) { _ in S217Impl() }.inObjectScope(.transient)
        container.register((any S218).self) { _ in S218Impl() }.inObjectScope(.transient)
        container.register((any S219).self) { _ in S219Impl() }.inObjectScope(.transient)
        container.register((any S220).self) { _ in S220Impl() }.inObjectScope(.transient)
        container.register((any S221).self) { _ in S221Impl() }.inObjectScope(.transient)
        container.register((any S222).self) { _ in S222Impl() }.inObjectScope(.transient)
        container.register((any S223).self) { _ in S223Impl() }.inObjectScope(.transient)
        container.register((any S224).self) { _ in S224Impl() }.inObjectScope(.transient)
        container.register((any S225).self) { _ in S225Impl() }.inObjectScope(.transient)
        container.register((any S226).self) { _ in S226Impl() }.inObjectScope(.transient)
        container.register((any S227).self) { _ in S227Impl() }.inObjectScope(.transient)
        container.register((any S228).self) { _ in S228Impl() }.inObjectScope(.transient)
        container.register((any S229).self) { _ in S229Impl() }.inObjectScope(.transient)
        container.register((any S230).self) { _ in S230Impl() }.inObjectScope(.transient)
        container.register((any S231).self) { _ in S231Impl() }.inObjectScope(.transient)
        container.register((any S232).self) { _ in S232Impl() }.inObjectScope(.transient)
        container.register((any S233).self) { _ in S233Impl() }.inObjectScope(.transient)
        container.register((any S234).self) { _ in S234Impl() }.inObjectScope(.transient)
        container.register((any S235).self) { _ in S235Impl() }.inObjectScope(.transient)
        container.register((any S236).self) { _ in S236Impl() }.inObjectScope(.transient)
        container.register((any S237).self) { _ in S237Impl() }.inObjectScope(.transient)
        container.register((any S238).self) { _ in S238Impl() }.inObjectScope(.transient)
        container.register((any S239).self) { _ in S239Impl() }.inObjectScope(.transient)
        container.register((any S240).self) { _ in S240Impl() }.inObjectScope(.transient)
        container.register((any S241).self) { _ in S241Impl() }.inObjectScope(.transient)
        container.register((any S242).self) { _ in S242Impl() }.inObjectScope(.transient)
        container.register((any S243).self) { _ in S243Impl() }.inObjectScope(.transient)
        container.register((any S244).self) { _ in S244Impl() }.inObjectScope(.transient)
        container.register((any S245).self) { _ in S245Impl() }.inObjectScope(.transient)
        container.register((any S246).self) { _ in S246Impl() }.inObjectScope(.transient)
        container.register((any S247).self) { _ in S247Impl() }.inObjectScope(.transient)
        container.register((any S248).self) { _ in S248Impl() }.inObjectScope(.transient)
        container.register((any S249).self) { _ in S249Impl() }.inObjectScope(.transient)
        container.register((any S250).self) { _ in S250Impl() }.inObjectScope(.transient)
        container.register((any S251).self) { _ in S251Impl() }.inObjectScope(.transient)
        container.register((any S252).self) { _ in S252Impl() }.inObjectScope(.transient)
        container.register((any S253).self) { _ in S253Impl() }.inObjectScope(.transient)
        container.register((any S254).self) { _ in S254Impl() }.inObjectScope(.transient)
        container.register((any S255).self) { _ in S255Impl() }.inObjectScope(.transient)
        container.register((any S256).self) { _ in S256Impl() }.inObjectScope(.transient)
        container.register((any S257).self) { _ in S257Impl() }.inObjectScope(.transient)
        container.register((any S258).self) { _ in S258Impl() }.inObjectScope(.transient)
        container.register((any S259).self) { _ in S259Impl() }.inObjectScope(.transient)
        container.register((any S260).self) { _ in S260Impl() }.inObjectScope(.transient)
        container.register((any S261).self) { _ in S261Impl() }.inObjectScope(.transient)
        container.register((any S262).self) { _ in S262Impl() }.inObjectScope(.transient)
        container.register((any S263).self) { _ in S263Impl() }.inObjectScope(.transient)
        container.register((any S264).self) { _ in S264Impl() }.inObjectScope(.transient)
        container.register((any S265).self) { _ in S265Impl() }.inObjectScope(.transient)
        container.register((any S266).self) { _ in S266Impl() }.inObjectScope(.transient)
        container.register((any S267).self) { _ in S267Impl() }.inObjectScope(.transient)
        container.register((any S268).self) { _ in S268Impl() }.inObjectScope(.transient)
        container.register((any S269).self) { _ in S269Impl() }.inObjectScope(.transient)
        container.register((any S270).self) { _ in S270Impl() }.inObjectScope(.transient)
        container.register((any S271).self) { _ in S271Impl() }.inObjectScope(.transient)
        container.register((any S272).self) { _ in S272Impl() }.inObjectScope(.transient)
        container.register((any S273).self) { _ in S273Impl() }.inObjectScope(.transient)
        container.register((any S274).self) { _ in S274Impl() }.inObjectScope(.transient)
        container.register((any S275).self) { _ in S275Impl() }.inObjectScope(.transient)
        container.register((any S276).self) { _ in S276Impl() }.inObjectScope(.transient)
        container.register((any S277).self) { _ in S277Impl() }.inObjectScope(.transient)
        container.register((any S278).self) { _ in S278Impl() }.inObjectScope(.transient)
        container.register((any S279).self) { _ in S279Impl() }.inObjectScope(.transient)
        container.register((any S280).self) { _ in S280Impl() }.inObjectScope(.transient)
        container.register((any S281).self) { _ in S281Impl() }.inObjectScope(.transient)
        container.register((any S282).self) { _ in S282Impl() }.inObjectScope(.transient)
        container.register((any S283).self) { _ in S283Impl() }.inObjectScope(.transient)
        container.register((any S284).self) { _ in S284Impl() }.inObjectScope(.transient)
        container.register((any S285).self) { _ in S285Impl() }.inObjectScope(.transient)
        container.register((any S286).self) { _ in S286Impl() }.inObjectScope(.transient)
        container.register((any S287).self) { _ in S287Impl() }.inObjectScope(.transient)
        container.register((any S288).self) { _ in S288Impl() }.inObjectScope(.transient)
        container.register((any S289).self) { _ in S289Impl() }.inObjectScope(.transient)
        container.register((any S290).self) { _ in S290Impl() }.inObjectScope(.transient)
        container.register((any S291).self) { _ in S291Impl() }.inObjectScope(.transient)
        container.register((any S292).self) { _ in S292Impl() }.inObjectScope(.transient)
        container.register((any S293).self) { _ in S293Impl() }.inObjectScope(.transient)
        container.register((any S294).self) { _ in S294Impl() }.inObjectScope(.transient)
        container.register((any S295).self) { _ in S295Impl() }.inObjectScope(.transient)
        container.register((any S296).self) { _ in S296Impl() }.inObjectScope(.transient)
        container.register((any S297).self) { _ in S297Impl() }.inObjectScope(.transient)
        container.register((any S298).self) { _ in S298Impl() }.inObjectScope(.transient)
        container.register((any S299).self) { _ in S299Impl() }.inObjectScope(.transient)
        container.register((any S300).self) { _ in S300Impl() }.inObjectScope(.transient)
        container.register((any S301).self) { _ in S301Impl() }.inObjectScope(.transient)
        container.register((any S302).self) { _ in S302Impl() }.inObjectScope(.transient)
        container.register((any S303).self) { _ in S303Impl() }.inObjectScope(.transient)
        container.register((any S304).self) { _ in S304Impl() }.inObjectScope(.transient)
        container.register((any S305).self) { _ in S305Impl() }.inObjectScope(.transient)
        container.register((any S306).self) { _ in S306Impl() }.inObjectScope(.transient)
        container.register((any S307).self) { _ in S307Impl() }.inObjectScope(.transient)
        container.register((any S308).self) { _ in S308Impl() }.inObjectScope(.transient)
        container.register((any S309).self) { _ in S309Impl() }.inObjectScope(.transient)
        container.register((any S310).self) { _ in S310Impl() }.inObjectScope(.transient)
        container.register((any S311).self) { _ in S311Impl() }.inObjectScope(.transient)
        container.register((any S312).self) { _ in S312Impl() }.inObjectScope(.transient)
        container.register((any S313).self) { _ in S313Impl() }.inObjectScope(.transient)
        container.register((any S314).self) { _ in S314Impl() }.inObjectScope(.transient)
        container.register((any S315).self) { _ in S315Impl() }.inObjectScope(.transient)
        container.register((any S316).self) { _ in S316Impl() }.inObjectScope(.transient)
        container.register((any S317).self) { _ in S317Impl() }.inObjectScope(.transient)
        container.register((any S318).self) { _ in S318Impl() }.inObjectScope(.transient)
        container.register((any S319).self) { _ in S319Impl() }.inObjectScope(.transient)
        container.register((any S320).self) { _ in S320Impl() }.inObjectScope(.transient)
        container.register((any S321).self) { _ in S321Impl() }.inObjectScope(.transient)
        container.register((any S322).self) { _ in S322Impl() }.inObjectScope(.transient)
        container.register((any S323).self) { _ in S323Impl() }.inObjectScope(.transient)
        container.register((any S324).self) { _ in S324Impl() }.inObjectScope(.transient)
        container.register((any S325).self) { _ in S325Impl() }.inObjectScope(.transient)
        container.register((any S326).self) { _ in S326Impl() }.inObjectScope(.transient)
        container.register((any S327).self) { _ in S327Impl() }.inObjectScope(.transient)
        container.register((any S328).self) { _ in S328Impl() }.inObjectScope(.transient)
        container.register((any S329).self) { _ in S329Impl() }.inObjectScope(.transient)
        container.register((any S330).self) { _ in S330Impl() }.inObjectScope(.transient)
        container.register((any S331).self) { _ in S331Impl() }.inObjectScope(.transient)
        container.register((any S332).self) { _ in S332Impl() }.inObjectScope(.transient)
        container.register((any S333).self) { _ in S333Impl() }.inObjectScope(.transient)
        container.register((any S334).self) { _ in S334Impl() }.inObjectScope(.transient)
        container.register((any S335).self) { _ in S335Impl() }.inObjectScope(.transient)
        container.register((any S336).self) { _ in S336Impl() }.inObjectScope(.transient)
        container.register((any S337).self) { _ in S337Impl() }.inObjectScope(.transient)
        container.register((any S338).self) { _ in S338Impl() }.inObjectScope(.transient)
        container.register((any S339).self) { _ in S339Impl() }.inObjectScope(.transient)
        container.register((any S340).self) { _ in S340Impl() }.inObjectScope(.transient)
        container.register((any S341).self) { _ in S341Impl() }.inObjectScope(.transient)
        container.register((any S342).self) { _ in S342Impl() }.inObjectScope(.transient)
        container.register((any S343).self) { _ in S343Impl() }.inObjectScope(.transient)
        container.register((any S344).self) { _ in S344Impl() }.inObjectScope(.transient)
        container.register((any S345).self) { _ in S345Impl() }.inObjectScope(.transient)
        container.register((any S346).self) { _ in S346Impl() }.inObjectScope(.transient)
        container.register((any S347).self) { _ in S347Impl() }.inObjectScope(.transient)
        container.register((any S348).self) { _ in S348Impl() }.inObjectScope(.transient)
        container.register((any S349).self) { _ in S349Impl() }.inObjectScope(.transient)
        container.register((any S350).self) { _ in S350Impl() }.inObjectScope(.transient)
        container.register((any S351).self) { _ in S351Impl() }.inObjectScope(.transient)
        container.register((any S352).self) { _ in S352Impl() }.inObjectScope(.transient)
        container.register((any S353).self) { _ in S353Impl() }.inObjectScope(.transient)
        container.register((any S354).self) { _ in S354Impl() }.inObjectScope(.transient)
        container.register((any S355).self) { _ in S355Impl() }.inObjectScope(.transient)
        container.register((any S356).self) { _ in S356Impl() }.inObjectScope(.transient)
        container.register((any S357).self) { _ in S357Impl() }.inObjectScope(.transient)
        container.register((any S358).self) { _ in S358Impl() }.inObjectScope(.transient)
        container.register((any S359).self) { _ in S359Impl() }.inObjectScope(.transient)
        container.register((any S360).self) { _ in S360Impl() }.inObjectScope(.transient)
        container.register((any S361).self) { _ in S361Impl() }.inObjectScope(.transient)
        container.register((any S362).self) { _ in S362Impl() }.inObjectScope(.transient)
        container.register((any S363).self) { _ in S363Impl() }.inObjectScope(.transient)
        container.register((any S364).self) { _ in S364Impl() }.inObjectScope(.transient)
        container.register((any S365).self) { _ in S365Impl() }.inObjectScope(.transient)
        container.register((any S366).self) { _ in S366Impl() }.inObjectScope(.transient)
        container.register((any S367).self) { _ in S367Impl() }.inObjectScope(.transient)
        container.register((any S368).self) { _ in S368Impl() }.inObjectScope(.transient)
        container.register((any S369).self) { _ in S369Impl() }.inObjectScope(.transient)
        container.register((any S370).self) { _ in S370Impl() }.inObjectScope(.transient)
        container.register((any S371).self) { _ in S371Impl() }.inObjectScope(.transient)
        container.register((any S372).self) { _ in S372Impl() }.inObjectScope(.transient)
        container.register((any S373).self) { _ in S373Impl() }.inObjectScope(.transient)
        container.register((any S374).self) { _ in S374Impl() }.inObjectScope(.transient)
        container.register((any S375).self) { _ in S375Impl() }.inObjectScope(.transient)
        container.register((any S376).self) { _ in S376Impl() }.inObjectScope(.transient)
        container.register((any S377).self) { _ in S377Impl() }.inObjectScope(.transient)
        container.register((any S378).self) { _ in S378Impl() }.inObjectScope(.transient)
        container.register((any S379).self) { _ in S379Impl() }.inObjectScope(.transient)
        container.register((any S380).self) { _ in S380Impl() }.inObjectScope(.transient)
        container.register((any S381).self) { _ in S381Impl() }.inObjectScope(.transient)
        container.register((any S382).self) { _ in S382Impl() }.inObjectScope(.transient)
        container.register((any S383).self) { _ in S383Impl() }.inObjectScope(.transient)
        container.register((any S384).self) { _ in S384Impl() }.inObjectScope(.transient)
        container.register((any S385).self) { _ in S385Impl() }.inObjectScope(.transient)
        container.register((any S386).self) { _ in S386Impl() }.inObjectScope(.transient)
        container.register((any S387).self) { _ in S387Impl() }.inObjectScope(.transient)
        container.register((any S388).self) { _ in S388Impl() }.inObjectScope(.transient)
        container.register((any S389).self) { _ in S389Impl() }.inObjectScope(.transient)
        container.register((any S390).self) { _ in S390Impl() }.inObjectScope(.transient)
        container.register((any S391).self) { _ in S391Impl() }.inObjectScope(.transient)
        container.register((any S392).self) { _ in S392Impl() }.inObjectScope(.transient)
        container.register((any S393).self) { _ in S393Impl() }.inObjectScope(.transient)
        container.register((any S394).self) { _ in S394Impl() }.inObjectScope(.transient)
        container.register((any S395).self) { _ in S395Impl() }.inObjectScope(.transient)
        container.register((any S396).self) { _ in S396Impl() }.inObjectScope(.transient)
        container.register((any S397).self) { _ in S397Impl() }.inObjectScope(.transient)
        container.register((any S398).self) { _ in S398Impl() }.inObjectScope(.transient)
        container.register((any S399).self) { _ in S399Impl() }.inObjectScope(.transient)
        container.register((any S400).self) { _ in S400Impl() }.inObjectScope(.transient)
        container.register((any S401).self) { _ in S401Impl() }.inObjectScope(.transient)
        container.register((any S402).self) { _ in S402Impl() }.inObjectScope(.transient)
        container.register((any S403).self) { _ in S403Impl() }.inObjectScope(.transient)
        container.register((any S404).self) { _ in S404Impl() }.inObjectScope(.transient)
        container.register((any S405).self) { _ in S405Impl() }.inObjectScope(.transient)
        container.register((any S406).self) { _ in S406Impl() }.inObjectScope(.transient)
        container.register((any S407).self) { _ in S407Impl() }.inObjectScope(.transient)
        container.register((any S408).self) { _ in S408Impl() }.inObjectScope(.transient)
        container.register((any S409).self) { _ in S409Impl() }.inObjectScope(.transient)
        container.register((any S410).self) { _ in S410Impl() }.inObjectScope(.transient)
        container.register((any S411).self) { _ in S411Impl() }.inObjectScope(.transient)
        container.register((any S412).self) { _ in S412Impl() }.inObjectScope(.transient)
        container.register((any S413).self) { _ in S413Impl() }.inObjectScope(.transient)
        container.register((any S414).self) { _ in S414Impl() }.inObjectScope(.transient)
        container.register((any S415).self) { _ in S415Impl() }.inObjectScope(.transient)
        container.register((any S416).self) { _ in S416Impl() }.inObjectScope(.transient)
        container.register((any S417).self) { _ in S417Impl() }.inObjectScope(.transient)
        container.register((any S418).self) { _ in S418Impl() }.inObjectScope(.transient)
        container.register((any S419).self) { _ in S419Impl() }.inObjectScope(.transient)
        container.register((any S420).self) { _ in S420Impl() }.inObjectScope(.transient)
        container.register((any S421).self) { _ in S421Impl() }.inObjectScope(.transient)
        container.register((any S422).self) { _ in S422Impl() }.inObjectScope(.transient)
        container.register((any S423).self) { _ in S423Impl() }.inObjectScope(.transient)
        container.register((any S424).self) { _ in S424Impl() }.inObjectScope(.transient)
        container.register((any S425).self) { _ in S425Impl() }.inObjectScope(.transient)
        container.register((any S426).self) { _ in S426Impl() }.inObjectScope(.transient)
        container.register((any S427).self) { _ in S427Impl() }.inObjectScope(.transient)
        container.register((any S428).self) { _ in S428Impl() }.inObjectScope(.transient)
        container.register((any S429).self) { _ in S429Impl() }.inObjectScope(.transient)
        container.register((any S430).self) { _ in S430Impl() }.inObjectScope(.transient)
        container.register((any S431).self) { _ in S431Impl() }.inObjectScope(.transient)
        container.register((any S432).self) { _ in S432Impl() }.inObjectScope(.transient)
        container.register((any S433).self) { _ in S433Impl() }.inObjectScope(.transient)
        container.register((any S434).self) { _ in S434Impl() }.inObjectScope(.transient)
        container.register((any S435).self) { _ in S435Impl() }.inObjectScope(.transient)
        container.register((any S436).self) { _ in S436Impl() }.inObjectScope(.transient)
        container.register((any S437).self) { _ in S437Impl() }.inObjectScope(.transient)
        container.register((any S438).self) { _ in S438Impl() }.inObjectScope(.transient)
        container.register((any S439).self) { _ in S439Impl() }.inObjectScope(.transient)
        container.register((any S440).self) { _ in S440Impl() }.inObjectScope(.transient)
        container.register((any S441).self) { _ in S441Impl() }.inObjectScope(.transient)
        container.register((any S442).self) { _ in S442Impl() }.inObjectScope(.transient)
        container.register((any S443).self) { _ in S443Impl() }.inObjectScope(.transient)
        container.register((any S444).self) { _ in S444Impl() }.inObjectScope(.transient)
        container.register((any S445).self) { _ in S445Impl() }.inObjectScope(.transient)
        container.register((any S446).self) { _ in S446Impl() }.inObjectScope(.transient)
        container.register((any S447).self) { _ in S447Impl() }.inObjectScope(.transient)
        container.register((any S448).self) { _ in S448Impl() }.inObjectScope(.transient)
        container.register((any S449).self) { _ in S449Impl() }.inObjectScope(.transient)
        container.register((any S450).self) { _ in S450Impl() }.inObjectScope(.transient)
        container.register((any S451).self) { _ in S451Impl() }.inObjectScope(.transient)
        container.register((any S452).self) { _ in S452Impl() }.inObjectScope(.transient)
        container.register((any S453).self) { _ in S453Impl() }.inObjectScope(.transient)
        container.register((any S454).self) { _ in S454Impl() }.inObjectScope(.transient)
        container.register((any S455).self) { _ in S455Impl() }.inObjectScope(.transient)
        container.register((any S456).self) { _ in S456Impl() }.inObjectScope(.transient)
        container.register((any S457).self) { _ in S457Impl() }.inObjectScope(.transient)
        container.register((any S458).self) { _ in S458Impl() }.inObjectScope(.transient)
        container.register((any S459).self) { _ in S459Impl() }.inObjectScope(.transient)
        container.register((any S460).self) { _ in S460Impl() }.inObjectScope(.transient)
        container.register((any S461).self) { _ in S461Impl() }.inObjectScope(.transient)
        container.register((any S462).self) { _ in S462Impl() }.inObjectScope(.transient)
        container.register((any S463).self) { _ in S463Impl() }.inObjectScope(.transient)
        container.register((any S464).self) { _ in S464Impl() }.inObjectScope(.transient)
        container.register((any S465).self) { _ in S465Impl() }.inObjectScope(.transient)
        container.register((any S466).self) { _ in S466Impl() }.inObjectScope(.transient)
        container.register((any S467).self) { _ in S467Impl() }.inObjectScope(.transient)
        container.register((any S468).self) { _ in S468Impl() }.inObjectScope(.transient)
        container.register((any S469).self) { _ in S469Impl() }.inObjectScope(.transient)
        container.register((any S470).self) { _ in S470Impl() }.inObjectScope(.transient)
        container.register((any S471).self) { _ in S471Impl() }.inObjectScope(.transient)
        container.register((any S472).self) { _ in S472Impl() }.inObjectScope(.transient)
        container.register((any S473).self) { _ in S473Impl() }.inObjectScope(.transient)
        container.register((any S474).self) { _ in S474Impl() }.inObjectScope(.transient)
        container.register((any S475).self) { _ in S475Impl() }.inObjectScope(.transient)
        container.register((any S476).self) { _ in S476Impl() }.inObjectScope(.transient)
        container.register((any S477).self) { _ in S477Impl() }.inObjectScope(.transient)
        container.register((any S478).self) { _ in S478Impl() }.inObjectScope(.transient)
        container.register((any S479).self) { _ in S479Impl() }.inObjectScope(.transient)
        container.register((any S480).self) { _ in S480Impl() }.inObjectScope(.transient)
        container.register((any S481).self) { _ in S481Impl() }.inObjectScope(.transient)
        container.register((any S482).self) { _ in S482Impl() }.inObjectScope(.transient)
        container.register((any S483).self) { _ in S483Impl() }.inObjectScope(.transient)
        container.register((any S484).self) { _ in S484Impl() }.inObjectScope(.transient)
        container.register((any S485).self) { _ in S485Impl() }.inObjectScope(.transient)
        container.register((any S486).self) { _ in S486Impl() }.inObjectScope(.transient)
        container.register((any S487).self) { _ in S487Impl() }.inObjectScope(.transient)
        container.register((any S488).self) { _ in S488Impl() }.inObjectScope(.transient)
        container.register((any S489).self) { _ in S489Impl() }.inObjectScope(.transient)
        container.register((any S490).self) { _ in S490Impl() }.inObjectScope(.transient)
        container.register((any S491).self) { _ in S491Impl() }.inObjectScope(.transient)
        container.register((any S492).self) { _ in S492Impl() }.inObjectScope(.transient)
        container.register((any S493).self) { _ in S493Impl() }.inObjectScope(.transient)
        container.register((any S494).self) { _ in S494Impl() }.inObjectScope(.transient)
        container.register((any S495).self) { _ in S495Impl() }.inObjectScope(.transient)
        container.register((any S496).self) { _ in S496Impl() }.inObjectScope(.transient)
        container.register((any S497).self) { _ in S497Impl() }.inObjectScope(.transient)
        container.register((any S498).self) { _ in S498Impl() }.inObjectScope(.transient)
        container.register((any S499).self) { _ in S499Impl() }.inObjectScope(.transient)
        sink.take(container.resolve((any S000).self)!)
        sink.take(container.resolve((any S001).self)!)
        sink.take(container.resolve((any S002).self)!)
        sink.take(container.resolve((any S003).self)!)
        sink.take(container.resolve((any S004).self)!)
        sink.take(container.resolve((any S005).self)!)
        sink.take(container.resolve((any S006).self)!)
        sink.take(container.resolve((any S007).self)!)
        sink.take(container.resolve((any S008).self)!)
        sink.take(container.resolve((any S009).self)!)
        sink.take(container.resolve((any S010).self)!)
        sink.take(container.resolve((any S011).self)!)
        sink.take(container.resolve((any S012).self)!)
        sink.take(container.resolve((any S013).self)!)
        sink.take(container.resolve((any S014).self)!)
        sink.take(container.resolve((any S015).self)!)
        sink.take(container.resolve((any S016).self)!)
        sink.take(container.resolve((any S017).self)!)
        sink.take(container.resolve((any S018).self)!)
        sink.take(container.resolve((any S019).self)!)
        sink.take(container.resolve((any S020).self)!)
        sink.take(container.resolve((any S021).self)!)
        sink.take(container.resolve((any S022).self)!)
        sink.take(container.resolve((any S023).self)!)
        sink.take(container.resolve((any S024).self)!)
        sink.take(container.resolve((any S025).self)!)
        sink.take(container.resolve((any S026).self)!)
        sink.take(container.resolve((any S027).self)!)
        sink.take(container.resolve((any S028).self)!)
        sink.take(container.resolve((any S029).self)!)
        sink.take(container.resolve((any S030).self)!)
        sink.take(container.resolve((any S031).self)!)
        sink.take(container.resolve((any S032).self)!)
        sink.take(container.resolve((any S033).self)!)
        sink.take(container.resolve((any S034).self)!)
        sink.take(container.resolve((any S035).self)!)
        sink.take(container.resolve((any S036).self)!)
        sink.take(container.resolve((any S037).self)!)
        sink.take(container.resolve((any S038).self)!)
        sink.take(container.resolve((any S039).self)!)
        sink.take(container.resolve((any S040).self)!)
        sink.take(container.resolve((any S041).self)!)
        sink.take(container.resolve((any S042).self)!)
        sink.take(container.resolve((any S043).self)!)
        sink.take(container.resolve((any S044).self)!)
        sink.take(container.resolve((any S045).self)!)
        sink.take(container.resolve((any S046).self)!)
        sink.take(container.resolve((any S047).self)!)
        sink.take(container.resolve((any S048).self)!)
        sink.take(container.resolve((any S049).self)!)
        sink.take(container.resolve((any S050).self)!)
        sink.take(container.resolve((any S051).self)!)
        sink.take(container.resolve((any S052).self)!)
        sink.take(container.resolve((any S053).self)!)
        sink.take(container.resolve((any S054).self)!)
        sink.take(container.resolve((any S055).self)!)
        sink.take(container.resolve((any S056).self)!)
        sink.take(container.resolve((any S057).self)!)
        sink.take(container.resolve((any S058).self)!)
        sink.take(container.resolve((any S059).self)!)
        sink.take(container.resolve((any S060).self)!)
        sink.take(container.resolve((any S061).self)!)
        sink.take(container.resolve((any S062).self)!)
        sink.take(container.resolve((any S063).self)!)
        sink.take(container.resolve((any S064).self)!)
        sink.take(container.resolve((any S065).self)!)
        sink.take(container.resolve((any S066).self)!)
        sink.take(container.resolve((any S067).self)!)
        sink.take(container.resolve((any S068).self)!)
        sink.take(container.resolve((any S069).self)!)
        sink.take(container.resolve((any S070).self)!)
        sink.take(container.resolve((any S071).self)!)
        sink.take(container.resolve((any S072).self)!)
        sink.take(container.resolve((any S073).self)!)
        sink.take(container.resolve((any S074).self)!)
        sink.take(container.resolve((any S075).self)!)
        sink.take(container.resolve((any S076).self)!)
        sink.take(container.resolve((any S077).self)!)
        sink.take(container.resolve((any S078).self)!)
        sink.take(container.resolve((any S079).self)!)
        sink.take(container.resolve((any S080).self)!)
        sink.take(container.resolve((any S081).self)!)
        sink.take(container.resolve((any S082).self)!)
        sink.take(container.resolve((any S083).self)!)
        sink.take(container.resolve((any S084).self)!)
        sink.take(container.resolve((any S085).self)!)
        sink.take(container.resolve((any S086).self)!)
        sink.take(container.resolve((any S087).self)!)
        sink.take(container.resolve((any S088).self)!)
        sink.take(container.resolve((any S089).self)!)
        sink.take(container.resolve((any S090).self)!)
        sink.take(container.resolve((any S091).self)!)
        sink.take(container.resolve((any S092).self)!)
        sink.take(container.resolve((any S093).self)!)
        sink.take(container.resolve((any S094).self)!)
        sink.take(container.resolve((any S095).self)!)
        sink.take(container.resolve((any S096).self)!)
        sink.take(container.resolve((any S097).self)!)
        sink.take(container.resolve((any S098).self)!)
        sink.take(container.resolve((any S099).self)!)
        sink.take(container.resolve((any S100).self)!)
        sink.take(container.resolve((any S101).self)!)
        sink.take(container.resolve((any S102).self)!)
        sink.take(container.resolve((any S103).self)!)
        sink.take(container.resolve((any S104).self)!)
        sink.take(container.resolve((any S105).self)!)
        sink.take(container.resolve((any S106).self)!)
        sink.take(container.resolve((any S107).self)!)
        sink.take(container.resolve((any S108).self)!)
        sink.take(container.resolve((any S109).self)!)
        sink.take(container.resolve((any S110).self)!)
        sink.take(container.resolve((any S111).self)!)
        sink.take(container.resolve((any S112).self)!)
        sink.take(container.resolve((any S113).self)!)
        sink.take(container.resolve((any S114).self)!)
        sink.take(container.resolve((any S115).self)!)
        sink.take(container.resolve((any S116).self)!)
        sink.take(container.resolve((any S117).self)!)
        sink.take(container.resolve((any S118).self)!)
        sink.take(container.resolve((any S119).self)!)
        sink.take(container.resolve((any S120).self)!)
        sink.take(container.resolve((any S121).self)!)
        sink.take(container.resolve((any S122).self)!)
        sink.take(container.resolve((any S123).self)!)
        sink.take(container.resolve((any S124).self)!)
        sink.take(container.resolve((any S125).self)!)
        sink.take(container.resolve((any S126).self)!)
        sink.take(container.resolve((any S127).self)!)
        sink.take(container.resolve((any S128).self)!)
        sink.take(container.resolve((any S129).self)!)
        sink.take(container.resolve((any S130).self)!)
        sink.take(container.resolve((any S131).self)!)
        sink.take(container.resolve((any S132).self)!)
        sink.take(container.resolve((any S133).self)!)
        sink.take(container.resolve((any S134).self)!)
        sink.take(container.resolve((any S135).self)!)
        sink.take(container.resolve((any S136).self)!)
        sink.take(container.resolve((any S137).self)!)
        sink.take(container.resolve((any S138).self)!)
        sink.take(container.resolve((any S139).self)!)
        sink.take(container.resolve((any S140).self)!)
        sink.take(container.resolve((any S141).self)!)
        sink.take(container.resolve((any S142).self)!)
        sink.take(container.resolve((any S143).self)!)
        sink.take(container.resolve((any S144).self)!)
        sink.take(container.resolve((any S145).self)!)
        sink.take(container.resolve((any S146).self)!)
        sink.take(container.resolve((any S147).self)!)
        sink.take(container.resolve((any S148).self)!)
        sink.take(container.resolve((any S149).self)!)
        sink.take(container.resolve((any S150).self)!)
        sink.take(container.resolve((any S151).self)!)
        sink.take(container.resolve((any S152).self)!)
        sink.take(container.resolve((any S153).self)!)
        sink.take(container.resolve((any S154).self)!)
        sink.take(container.resolve((any S155).self)!)
        sink.take(container.resolve((any S156).self)!)
        sink.take(container.resolve((any S157).self)!)
        sink.take(container.resolve((any S158).self)!)
        sink.take(container.resolve((any S159).self)!)
        sink.take(container.resolve((any S160).self)!)
        sink.take(container.resolve((any S161).self)!)
        sink.take(container.resolve((any S162).self)!)
        sink.take(container.resolve((any S163).self)!)
        sink.take(container.resolve((any S164).self)!)
        sink.take(container.resolve((any S165).self)!)
        sink.take(container.resolve((any S166).self)!)
        sink.take(container.resolve((any S167).self)!)
        sink.take(container.resolve((any S168).self)!)
        sink.take(container.resolve((any S169).self)!)
        sink.take(container.resolve((any S170).self)!)
        sink.take(container.resolve((any S171).self)!)
        sink.take(container.resolve((any S172).self)!)
        sink.take(container.resolve((any S173).self)!)
        sink.take(container.resolve((any S174).self)!)
        sink.take(container.resolve((any S175).self)!)
        sink.take(container.resolve((any S176).self)!)
        sink.take(container.resolve((any S177).self)!)
        sink.take(container.resolve((any S178).self)!)
        sink.take(container.resolve((any S179).self)!)
        sink.take(container.resolve((any S180).self)!)
        sink.take(container.resolve((any S181).self)!)
        sink.take(container.resolve((any S182).self)!)
        sink.take(container.resolve((any S183).self)!)
        sink.take(container.resolve((any S184).self)!)
        sink.take(container.resolve((any S185).self)!)
        sink.take(container.resolve((any S186).self)!)
        sink.take(container.resolve((any S187).self)!)
        sink.take(container.resolve((any S188).self)!)
        sink.take(container.resolve((any S189).self)!)
        sink.take(container.resolve((any S190).self)!)
        sink.take(container.resolve((any S191).self)!)
        sink.take(container.resolve((any S192).self)!)
        sink.take(container.resolve((any S193).self)!)
        sink.take(container.resolve((any S194).self)!)
        sink.take(container.resolve((any S195).self)!)
        sink.take(container.resolve((any S196).self)!)
        sink.take(container.resolve((any S197).self)!)
        sink.take(container.resolve((any S198).self)!)
        sink.take(container.resolve((any S199).self)!)
        sink.take(container.resolve((any S200).self)!)
        sink.take(container.resolve((any S201).self)!)
        sink.take(container.resolve((any S202).self)!)
        sink.take(container.resolve((any S203).self)!)
        sink.take(container.resolve((any S204).self)!)
        sink.take(container.resolve((any S205).self)!)
        sink.take(container.resolve((any S206).self)!)
        sink.take(container.resolve((any S207).self)!)
        sink.take(container.resolve((any S208).self)!)
        sink.take(container.resolve((any S209).self)!)
        sink.take(container.resolve((any S210).self)!)
        sink.take(container.resolve((any S211).self)!)
        sink.take(container.resolve((any S212).self)!)
        sink.take(container.resolve((any S213).self)!)
        sink.take(container.resolve((any S214).self)!)
        sink.take(container.resolve((any S215).self)!)
        sink.take(container.resolve((any S216).self)!)
        sink.take(container.resolve((any S217).self)!)
        sink.take(container.resolve((any S218).self)!)
        sink.take(container.resolve((any S219).self)!)
        sink.take(container.resolve((any S220).self)!)
        sink.take(container.resolve((any S221).self)!)
        sink.take(container.resolve((any S222).self)!)
        sink.take(container.resolve((any S223).self)!)
        sink.take(container.resolve((any S224).self)!)
        sink.take(container.resolve((any S225).self)!)
        sink.take(container.resolve((any S226).self)!)
        sink.take(container.resolve((any S227).self)!)
        sink.take(container.resolve((any S228).self)!)
        sink.take(container.resolve((any S229).self)!)
        sink.take(container.resolve((any S230).self)!)
        sink.take(container.resolve((any S231).self)!)
        sink.take(container.resolve((any S232).self)!)
        sink.take(container.resolve((any S233).self)!)
        sink.take(container.resolve((any S234).self)!)
        sink.take(container.resolve((any S235).self)!)
        sink.take(container.resolve((any S236).self)!)
        sink.take(container.resolve((any S237).self)!)
        sink.take(container.resolve((any S238).self)!)
        sink.take(container.resolve((any S239).self)!)
        sink.take(container.resolve((any S240).self)!)
        sink.take(container.resolve((any S241).self)!)
        sink.take(container.resolve((any S242).self)!)
        sink.take(container.resolve((any S243).self)!)
        sink.take(container.resolve((any S244).self)!)
        sink.take(container.resolve((any S245).self)!)
        sink.take(container.resolve((any S246).self)!)
        sink.take(container.resolve((any S247).self)!)
        sink.take(container.resolve((any S248).self)!)
        sink.take(container.resolve((any S249).self)!)
        sink.take(container.resolve((any S250).self)!)
        sink.take(container.resolve((any S251).self)!)
        sink.take(container.resolve((any S252).self)!)
        sink.take(container.resolve((any S253).self)!)
        sink.take(container.resolve((any S254).self)!)
        sink.take(container.resolve((any S255).self)!)
        sink.take(container.resolve((any S256).self)!)
        sink.take(container.resolve((any S257).self)!)
        sink.take(container.resolve((any S258).self)!)
        sink.take(container.resolve((any S259).self)!)
        sink.take(container.resolve((any S260).self)!)
        sink.take(container.resolve((any S261).self)!)
        sink.take(container.resolve((any S262).self)!)
        sink.take(container.resolve((any S263).self)!)
        sink.take(container.resolve((any S264).self)!)
        sink.take(container.resolve((any S265).self)!)
        sink.take(container.resolve((any S266).self)!)
        sink.take(container.resolve((any S267).self)!)
        sink.take(container.resolve((any S268).self)!)
        sink.take(container.resolve((any S269).self)!)
        sink.take(container.resolve((any S270).self)!)
        sink.take(container.resolve((any S271).self)!)
        sink.take(container.resolve((any S272).self)!)
        sink.take(container.resolve((any S273).self)!)
        sink.take(container.resolve((any S274).self)!)
        sink.take(container.resolve((any S275).self)!)
        sink.take(container.resolve((any S276).self)!)
        sink.take(container.resolve((any S277).self)!)
        sink.take(container.resolve((any S278).self)!)
        sink.take(container.resolve((any S279).self)!)
        sink.take(container.resolve((any S280).self)!)
        sink.take(container.resolve((any S281).self)!)
        sink.take(container.resolve((any S282).self)!)
        sink.take(container.resolve((any S283).self)!)
        sink.take(container.resolve((any S284).self)!)
        sink.take(container.resolve((any S285).self)!)
        sink.take(container.resolve((any S286).self)!)
        sink.take(container.resolve((any S287).self)!)
        sink.take(container.resolve((any S288).self)!)
        sink.take(container.resolve((any S289).self)!)
        sink.take(container.resolve((any S290).self)!)
        sink.take(container.resolve((any S291).self)!)
        sink.take(container.resolve((any S292).self)!)
        sink.take(container.resolve((any S293).self)!)
        sink.take(container.resolve((any S294).self)!)
        sink.take(container.resolve((any S295).self)!)
        sink.take(container.resolve((any S296).self)!)
        sink.take(container.resolve((any S297).self)!)
        sink.take(container.resolve((any S298).self)!)
        sink.take(container.resolve((any S299).self)!)
        sink.take(container.resolve((any S300).self)!)
        sink.take(container.resolve((any S301).self)!)
        sink.take(container.resolve((any S302).self)!)
        sink.take(container.resolve((any S303).self)!)
        sink.take(container.resolve((any S304).self)!)
        sink.take(container.resolve((any S305).self)!)
        sink.take(container.resolve((any S306).self)!)
        sink.take(container.resolve((any S307).self)!)
        sink.take(container.resolve((any S308).self)!)
        sink.take(container.resolve((any S309).self)!)
        sink.take(container.resolve((any S310).self)!)
        sink.take(container.resolve((any S311).self)!)
        sink.take(container.resolve((any S312).self)!)
        sink.take(container.resolve((any S313).self)!)
        sink.take(container.resolve((any S314).self)!)
        sink.take(container.resolve((any S315).self)!)
        sink.take(container.resolve((any S316).self)!)
        sink.take(container.resolve((any S317).self)!)
        sink.take(container.resolve((any S318).self)!)
        sink.take(container.resolve((any S319).self)!)
        sink.take(container.resolve((any S320).self)!)
        sink.take(container.resolve((any S321).self)!)
        sink.take(container.resolve((any S322).self)!)
        sink.take(container.resolve((any S323).self)!)
        sink.take(container.resolve((any S324).self)!)
        sink.take(container.resolve((any S325).self)!)
        sink.take(container.resolve((any S326).self)!)
        sink.take(container.resolve((any S327).self)!)
        sink.take(container.resolve((any S328).self)!)
        sink.take(container.resolve((any S329).self)!)
        sink.take(container.resolve((any S330).self)!)
        sink.take(container.resolve((any S331).self)!)
        sink.take(container.resolve((any S332).self)!)
        sink.take(container.resolve((any S333).self)!)
        sink.take(container.resolve((any S334).self)!)
        sink.take(container.resolve((any S335).self)!)
        sink.take(container.resolve((any S336).self)!)
        sink.take(container.resolve((any S337).self)!)
        sink.take(container.resolve((any S338).self)!)
        sink.take(container.resolve((any S339).self)!)
        sink.take(container.resolve((any S340).self)!)
        sink.take(container.resolve((any S341).self)!)
        sink.take(container.resolve((any S342).self)!)
        sink.take(container.resolve((any S343).self)!)
        sink.take(container.resolve((any S344).self)!)
        sink.take(container.resolve((any S345).self)!)
        sink.take(container.resolve((any S346).self)!)
        sink.take(container.resolve((any S347).self)!)
        sink.take(container.resolve((any S348).self)!)
        sink.take(container.resolve((any S349).self)!)
        sink.take(container.resolve((any S350).self)!)
        sink.take(container.resolve((any S351).self)!)
        sink.take(container.resolve((any S352).self)!)
        sink.take(container.resolve((any S353).self)!)
        sink.take(container.resolve((any S354).self)!)
        sink.take(container.resolve((any S355).self)!)
        sink.take(container.resolve((any S356).self)!)
        sink.take(container.resolve((any S357).self)!)
        sink.take(container.resolve((any S358).self)!)
        sink.take(container.resolve((any S359).self)!)
        sink.take(container.resolve((any S360).self)!)
        sink.take(container.resolve((any S361).self)!)
        sink.take(container.resolve((any S362).self)!)
        sink.take(container.resolve((any S363).self)!)
        sink.take(container.resolve((any S364).self)!)
        sink.take(container.resolve((any S365).self)!)
        sink.take(container.resolve((any S366).self)!)
        sink.take(container.resolve((any S367).self)!)
        sink.take(container.resolve((any S368).self)!)
        sink.take(container.resolve((any S369).self)!)
        sink.take(container.resolve((any S370).self)!)
        sink.take(container.resolve((any S371).self)!)
        sink.take(container.resolve((any S372).self)!)
        sink.take(container.resolve((any S373).self)!)
        sink.take(container.resolve((any S374).self)!)
        sink.take(container.resolve((any S375).self)!)
        sink.take(container.resolve((any S376).self)!)
        sink.take(container.resolve((any S377).self)!)
        sink.take(container.resolve((any S378).self)!)
        sink.take(container.resolve((any S379).self)!)
        sink.take(container.resolve((any S380).self)!)
        sink.take(container.resolve((any S381).self)!)
        sink.take(container.resolve((any S382).self)!)
        sink.take(container.resolve((any S383).self)!)
        sink.take(container.resolve((any S384).self)!)
        sink.take(container.resolve((any S385).self)!)
        sink.take(container.resolve((any S386).self)!)
        sink.take(container.resolve((any S387).self)!)
        sink.take(container.resolve((any S388).self)!)
        sink.take(container.resolve((any S389).self)!)
        sink.take(container.resolve((any S390).self)!)
        sink.take(container.resolve((any S391).self)!)
        sink.take(container.resolve((any S392).self)!)
        sink.take(container.resolve((any S393).self)!)
        sink.take(container.resolve((any S394).self)!)
        sink.take(container.resolve((any S395).self)!)
        sink.take(container.resolve((any S396).self)!)
        sink.take(container.resolve((any S397).self)!)
        sink.take(container.resolve((any S398).self)!)
        sink.take(container.resolve((any S399).self)!)
        sink.take(container.resolve((any S400).self)!)
        sink.take(container.resolve((any S401).self)!)
        sink.take(container.resolve((any S402).self)!)
        sink.take(container.resolve((any S403).self)!)
        sink.take(container.resolve((any S404).self)!)
        sink.take(container.resolve((any S405).self)!)
        sink.take(container.resolve((any S406).self)!)
        sink.take(container.resolve((any S407).self)!)
        sink.take(container.resolve((any S408).self)!)
        sink.take(container.resolve((any S409).self)!)
        sink.take(container.resolve((any S410).self)!)
        sink.take(container.resolve((any S411).self)!)
        sink.take(container.resolve((any S412).self)!)
        sink.take(container.resolve((any S413).self)!)
        sink.take(container.resolve((any S414).self)!)
        sink.take(container.resolve((any S415).self)!)
        sink.take(container.resolve((any S416).self)!)
        sink.take(container.resolve((any S417).self)!)
        sink.take(container.resolve((any S418).self)!)
        sink.take(container.resolve((any S419).self)!)
        sink.take(container.resolve((any S420).self)!)
        sink.take(container.resolve((any S421).self)!)
        sink.take(container.resolve((any S422).self)!)
        sink.take(container.resolve((any S423).self)!)
        sink.take(container.resolve((any S424).self)!)
        sink.take(container.resolve((any S425).self)!)
        sink.take(container.resolve((any S426).self)!)
        sink.take(container.resolve((any S427).self)!)
        sink.take(container.resolve((any S428).self)!)
        sink.take(container.resolve((any S429).self)!)
        sink.take(container.resolve((any S430).self)!)
        sink.take(container.resolve((any S431).self)!)
        sink.take(container.resolve((any S432).self)!)
        sink.take(container.resolve((any S433).self)!)
        sink.take(container.resolve((any S434).self)!)
        sink.take(container.resolve((any S435).self)!)
        sink.take(container.resolve((any S436).self)!)
        sink.take(container.resolve((any S437).self)!)
        sink.take(container.resolve((any S438).self)!)
        sink.take(container.resolve((any S439).self)!)
        sink.take(container.resolve((any S440).self)!)
        sink.take(container.resolve((any S441).self)!)
        sink.take(container.resolve((any S442).self)!)
        sink.take(container.resolve((any S443).self)!)
        sink.take(container.resolve((any S444).self)!)
        sink.take(container.resolve((any S445).self)!)
        sink.take(container.resolve((any S446).self)!)
        sink.take(container.resolve((any S447).self)!)
        sink.take(container.resolve((any S448).self)!)
        sink.take(container.resolve((any S449).self)!)
        sink.take(container.resolve((any S450).self)!)
        sink.take(container.resolve((any S451).self)!)
        sink.take(container.resolve((any S452).self)!)
        sink.take(container.resolve((any S453).self)!)
        sink.take(container.resolve((any S454).self)!)
        sink.take(container.resolve((any S455).self)!)
        sink.take(container.resolve((any S456).self)!)
        sink.take(container.resolve((any S457).self)!)
        sink.take(container.resolve((any S458).self)!)
        sink.take(container.resolve((any S459).self)!)
        sink.take(container.resolve((any S460).self)!)
        sink.take(container.resolve((any S461).self)!)
        sink.take(container.resolve((any S462).self)!)
        sink.take(container.resolve((any S463).self)!)
        sink.take(container.resolve((any S464).self)!)
        sink.take(container.resolve((any S465).self)!)
        sink.take(container.resolve((any S466).self)!)
        sink.take(container.resolve((any S467).self)!)
        sink.take(container.resolve((any S468).self)!)
        sink.take(container.resolve((any S469).self)!)
        sink.take(container.resolve((any S470).self)!)
        sink.take(container.resolve((any S471).self)!)
        sink.take(container.resolve((any S472).self)!)
        sink.take(container.resolve((any S473).self)!)
        sink.take(container.resolve((any S474).self)!)
        sink.take(container.resolve((any S475).self)!)
        sink.take(container.resolve((any S476).self)!)
        sink.take(container.resolve((any S477).self)!)
        sink.take(container.resolve((any S478).self)!)
        sink.take(container.resolve((any S479).self)!)
        sink.take(container.resolve((any S480).self)!)
        sink.take(container.resolve((any S481).self)!)
        sink.take(container.resolve((any S482).self)!)
        sink.take(container.resolve((any S483).self)!)
        sink.take(container.resolve((any S484).self)!)
        sink.take(container.resolve((any S485).self)!)
        sink.take(container.resolve((any S486).self)!)
        sink.take(container.resolve((any S487).self)!)
        sink.take(container.resolve((any S488).self)!)
        sink.take(container.resolve((any S489).self)!)
        sink.take(container.resolve((any S490).self)!)
        sink.take(container.resolve((any S491).self)!)
        sink.take(container.resolve((any S492).self)!)
        sink.take(container.resolve((any S493).self)!)
        sink.take(container.resolve((any S494).self)!)
        sink.take(container.resolve((any S495).self)!)
        sink.take(container.resolve((any S496).self)!)
        sink.take(container.resolve((any S497).self)!)
        sink.take(container.resolve((any S498).self)!)
        sink.take(container.resolve((any S499).self)!)
    }
}
