// This file is written by Scripts/generate.swift; edit that script, not this file.
// swift-format-ignore-file

import Dependencies
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

    // swift-dependencies: every interface a key whose live value is a factory of its
    // implementation, as the implementations are ephemeral in the containers.
    enum S000Key: DependencyKey { static let liveValue = Factory<any S000> { S000Impl() } }
    enum S001Key: DependencyKey { static let liveValue = Factory<any S001> { S001Impl() } }
    enum S002Key: DependencyKey { static let liveValue = Factory<any S002> { S002Impl() } }
    enum S003Key: DependencyKey { static let liveValue = Factory<any S003> { S003Impl() } }
    enum S004Key: DependencyKey { static let liveValue = Factory<any S004> { S004Impl() } }
    enum S005Key: DependencyKey { static let liveValue = Factory<any S005> { S005Impl() } }
    enum S006Key: DependencyKey { static let liveValue = Factory<any S006> { S006Impl() } }
    enum S007Key: DependencyKey { static let liveValue = Factory<any S007> { S007Impl() } }
    enum S008Key: DependencyKey { static let liveValue = Factory<any S008> { S008Impl() } }
    enum S009Key: DependencyKey { static let liveValue = Factory<any S009> { S009Impl() } }
    enum S010Key: DependencyKey { static let liveValue = Factory<any S010> { S010Impl() } }
    enum S011Key: DependencyKey { static let liveValue = Factory<any S011> { S011Impl() } }
    enum S012Key: DependencyKey { static let liveValue = Factory<any S012> { S012Impl() } }
    enum S013Key: DependencyKey { static let liveValue = Factory<any S013> { S013Impl() } }
    enum S014Key: DependencyKey { static let liveValue = Factory<any S014> { S014Impl() } }
    enum S015Key: DependencyKey { static let liveValue = Factory<any S015> { S015Impl() } }
    enum S016Key: DependencyKey { static let liveValue = Factory<any S016> { S016Impl() } }
    enum S017Key: DependencyKey { static let liveValue = Factory<any S017> { S017Impl() } }
    enum S018Key: DependencyKey { static let liveValue = Factory<any S018> { S018Impl() } }
    enum S019Key: DependencyKey { static let liveValue = Factory<any S019> { S019Impl() } }
    enum S020Key: DependencyKey { static let liveValue = Factory<any S020> { S020Impl() } }
    enum S021Key: DependencyKey { static let liveValue = Factory<any S021> { S021Impl() } }
    enum S022Key: DependencyKey { static let liveValue = Factory<any S022> { S022Impl() } }
    enum S023Key: DependencyKey { static let liveValue = Factory<any S023> { S023Impl() } }
    enum S024Key: DependencyKey { static let liveValue = Factory<any S024> { S024Impl() } }
    enum S025Key: DependencyKey { static let liveValue = Factory<any S025> { S025Impl() } }
    enum S026Key: DependencyKey { static let liveValue = Factory<any S026> { S026Impl() } }
    enum S027Key: DependencyKey { static let liveValue = Factory<any S027> { S027Impl() } }
    enum S028Key: DependencyKey { static let liveValue = Factory<any S028> { S028Impl() } }
    enum S029Key: DependencyKey { static let liveValue = Factory<any S029> { S029Impl() } }
    enum S030Key: DependencyKey { static let liveValue = Factory<any S030> { S030Impl() } }
    enum S031Key: DependencyKey { static let liveValue = Factory<any S031> { S031Impl() } }
    enum S032Key: DependencyKey { static let liveValue = Factory<any S032> { S032Impl() } }
    enum S033Key: DependencyKey { static let liveValue = Factory<any S033> { S033Impl() } }
    enum S034Key: DependencyKey { static let liveValue = Factory<any S034> { S034Impl() } }
    enum S035Key: DependencyKey { static let liveValue = Factory<any S035> { S035Impl() } }
    enum S036Key: DependencyKey { static let liveValue = Factory<any S036> { S036Impl() } }
    enum S037Key: DependencyKey { static let liveValue = Factory<any S037> { S037Impl() } }
    enum S038Key: DependencyKey { static let liveValue = Factory<any S038> { S038Impl() } }
    enum S039Key: DependencyKey { static let liveValue = Factory<any S039> { S039Impl() } }
    enum S040Key: DependencyKey { static let liveValue = Factory<any S040> { S040Impl() } }
    enum S041Key: DependencyKey { static let liveValue = Factory<any S041> { S041Impl() } }
    enum S042Key: DependencyKey { static let liveValue = Factory<any S042> { S042Impl() } }
    enum S043Key: DependencyKey { static let liveValue = Factory<any S043> { S043Impl() } }
    enum S044Key: DependencyKey { static let liveValue = Factory<any S044> { S044Impl() } }
    enum S045Key: DependencyKey { static let liveValue = Factory<any S045> { S045Impl() } }
    enum S046Key: DependencyKey { static let liveValue = Factory<any S046> { S046Impl() } }
    enum S047Key: DependencyKey { static let liveValue = Factory<any S047> { S047Impl() } }
    enum S048Key: DependencyKey { static let liveValue = Factory<any S048> { S048Impl() } }
    enum S049Key: DependencyKey { static let liveValue = Factory<any S049> { S049Impl() } }
    enum S050Key: DependencyKey { static let liveValue = Factory<any S050> { S050Impl() } }
    enum S051Key: DependencyKey { static let liveValue = Factory<any S051> { S051Impl() } }
    enum S052Key: DependencyKey { static let liveValue = Factory<any S052> { S052Impl() } }
    enum S053Key: DependencyKey { static let liveValue = Factory<any S053> { S053Impl() } }
    enum S054Key: DependencyKey { static let liveValue = Factory<any S054> { S054Impl() } }
    enum S055Key: DependencyKey { static let liveValue = Factory<any S055> { S055Impl() } }
    enum S056Key: DependencyKey { static let liveValue = Factory<any S056> { S056Impl() } }
    enum S057Key: DependencyKey { static let liveValue = Factory<any S057> { S057Impl() } }
    enum S058Key: DependencyKey { static let liveValue = Factory<any S058> { S058Impl() } }
    enum S059Key: DependencyKey { static let liveValue = Factory<any S059> { S059Impl() } }
    enum S060Key: DependencyKey { static let liveValue = Factory<any S060> { S060Impl() } }
    enum S061Key: DependencyKey { static let liveValue = Factory<any S061> { S061Impl() } }
    enum S062Key: DependencyKey { static let liveValue = Factory<any S062> { S062Impl() } }
    enum S063Key: DependencyKey { static let liveValue = Factory<any S063> { S063Impl() } }
    enum S064Key: DependencyKey { static let liveValue = Factory<any S064> { S064Impl() } }
    enum S065Key: DependencyKey { static let liveValue = Factory<any S065> { S065Impl() } }
    enum S066Key: DependencyKey { static let liveValue = Factory<any S066> { S066Impl() } }
    enum S067Key: DependencyKey { static let liveValue = Factory<any S067> { S067Impl() } }
    enum S068Key: DependencyKey { static let liveValue = Factory<any S068> { S068Impl() } }
    enum S069Key: DependencyKey { static let liveValue = Factory<any S069> { S069Impl() } }
    enum S070Key: DependencyKey { static let liveValue = Factory<any S070> { S070Impl() } }
    enum S071Key: DependencyKey { static let liveValue = Factory<any S071> { S071Impl() } }
    enum S072Key: DependencyKey { static let liveValue = Factory<any S072> { S072Impl() } }
    enum S073Key: DependencyKey { static let liveValue = Factory<any S073> { S073Impl() } }
    enum S074Key: DependencyKey { static let liveValue = Factory<any S074> { S074Impl() } }
    enum S075Key: DependencyKey { static let liveValue = Factory<any S075> { S075Impl() } }
    enum S076Key: DependencyKey { static let liveValue = Factory<any S076> { S076Impl() } }
    enum S077Key: DependencyKey { static let liveValue = Factory<any S077> { S077Impl() } }
    enum S078Key: DependencyKey { static let liveValue = Factory<any S078> { S078Impl() } }
    enum S079Key: DependencyKey { static let liveValue = Factory<any S079> { S079Impl() } }
    enum S080Key: DependencyKey { static let liveValue = Factory<any S080> { S080Impl() } }
    enum S081Key: DependencyKey { static let liveValue = Factory<any S081> { S081Impl() } }
    enum S082Key: DependencyKey { static let liveValue = Factory<any S082> { S082Impl() } }
    enum S083Key: DependencyKey { static let liveValue = Factory<any S083> { S083Impl() } }
    enum S084Key: DependencyKey { static let liveValue = Factory<any S084> { S084Impl() } }
    enum S085Key: DependencyKey { static let liveValue = Factory<any S085> { S085Impl() } }
    enum S086Key: DependencyKey { static let liveValue = Factory<any S086> { S086Impl() } }
    enum S087Key: DependencyKey { static let liveValue = Factory<any S087> { S087Impl() } }
    enum S088Key: DependencyKey { static let liveValue = Factory<any S088> { S088Impl() } }
    enum S089Key: DependencyKey { static let liveValue = Factory<any S089> { S089Impl() } }
    enum S090Key: DependencyKey { static let liveValue = Factory<any S090> { S090Impl() } }
    enum S091Key: DependencyKey { static let liveValue = Factory<any S091> { S091Impl() } }
    enum S092Key: DependencyKey { static let liveValue = Factory<any S092> { S092Impl() } }
    enum S093Key: DependencyKey { static let liveValue = Factory<any S093> { S093Impl() } }
    enum S094Key: DependencyKey { static let liveValue = Factory<any S094> { S094Impl() } }
    enum S095Key: DependencyKey { static let liveValue = Factory<any S095> { S095Impl() } }
    enum S096Key: DependencyKey { static let liveValue = Factory<any S096> { S096Impl() } }
    enum S097Key: DependencyKey { static let liveValue = Factory<any S097> { S097Impl() } }
    enum S098Key: DependencyKey { static let liveValue = Factory<any S098> { S098Impl() } }
    enum S099Key: DependencyKey { static let liveValue = Factory<any S099> { S099Impl() } }
    enum S100Key: DependencyKey { static let liveValue = Factory<any S100> { S100Impl() } }
    enum S101Key: DependencyKey { static let liveValue = Factory<any S101> { S101Impl() } }
    enum S102Key: DependencyKey { static let liveValue = Factory<any S102> { S102Impl() } }
    enum S103Key: DependencyKey { static let liveValue = Factory<any S103> { S103Impl() } }
    enum S104Key: DependencyKey { static let liveValue = Factory<any S104> { S104Impl() } }
    enum S105Key: DependencyKey { static let liveValue = Factory<any S105> { S105Impl() } }
    enum S106Key: DependencyKey { static let liveValue = Factory<any S106> { S106Impl() } }
    enum S107Key: DependencyKey { static let liveValue = Factory<any S107> { S107Impl() } }
    enum S108Key: DependencyKey { static let liveValue = Factory<any S108> { S108Impl() } }
    enum S109Key: DependencyKey { static let liveValue = Factory<any S109> { S109Impl() } }
    enum S110Key: DependencyKey { static let liveValue = Factory<any S110> { S110Impl() } }
    enum S111Key: DependencyKey { static let liveValue = Factory<any S111> { S111Impl() } }
    enum S112Key: DependencyKey { static let liveValue = Factory<any S112> { S112Impl() } }
    enum S113Key: DependencyKey { static let liveValue = Factory<any S113> { S113Impl() } }
    enum S114Key: DependencyKey { static let liveValue = Factory<any S114> { S114Impl() } }
    enum S115Key: DependencyKey { static let liveValue = Factory<any S115> { S115Impl() } }
    enum S116Key: DependencyKey { static let liveValue = Factory<any S116> { S116Impl() } }
    enum S117Key: DependencyKey { static let liveValue = Factory<any S117> { S117Impl() } }
    enum S118Key: DependencyKey { static let liveValue = Factory<any S118> { S118Impl() } }
    enum S119Key: DependencyKey { static let liveValue = Factory<any S119> { S119Impl() } }
    enum S120Key: DependencyKey { static let liveValue = Factory<any S120> { S120Impl() } }
    enum S121Key: DependencyKey { static let liveValue = Factory<any S121> { S121Impl() } }
    enum S122Key: DependencyKey { static let liveValue = Factory<any S122> { S122Impl() } }
    enum S123Key: DependencyKey { static let liveValue = Factory<any S123> { S123Impl() } }
    enum S124Key: DependencyKey { static let liveValue = Factory<any S124> { S124Impl() } }
    enum S125Key: DependencyKey { static let liveValue = Factory<any S125> { S125Impl() } }
    enum S126Key: DependencyKey { static let liveValue = Factory<any S126> { S126Impl() } }
    enum S127Key: DependencyKey { static let liveValue = Factory<any S127> { S127Impl() } }
    enum S128Key: DependencyKey { static let liveValue = Factory<any S128> { S128Impl() } }
    enum S129Key: DependencyKey { static let liveValue = Factory<any S129> { S129Impl() } }
    enum S130Key: DependencyKey { static let liveValue = Factory<any S130> { S130Impl() } }
    enum S131Key: DependencyKey { static let liveValue = Factory<any S131> { S131Impl() } }
    enum S132Key: DependencyKey { static let liveValue = Factory<any S132> { S132Impl() } }
    enum S133Key: DependencyKey { static let liveValue = Factory<any S133> { S133Impl() } }
    enum S134Key: DependencyKey { static let liveValue = Factory<any S134> { S134Impl() } }
    enum S135Key: DependencyKey { static let liveValue = Factory<any S135> { S135Impl() } }
    enum S136Key: DependencyKey { static let liveValue = Factory<any S136> { S136Impl() } }
    enum S137Key: DependencyKey { static let liveValue = Factory<any S137> { S137Impl() } }
    enum S138Key: DependencyKey { static let liveValue = Factory<any S138> { S138Impl() } }
    enum S139Key: DependencyKey { static let liveValue = Factory<any S139> { S139Impl() } }
    enum S140Key: DependencyKey { static let liveValue = Factory<any S140> { S140Impl() } }
    enum S141Key: DependencyKey { static let liveValue = Factory<any S141> { S141Impl() } }
    enum S142Key: DependencyKey { static let liveValue = Factory<any S142> { S142Impl() } }
    enum S143Key: DependencyKey { static let liveValue = Factory<any S143> { S143Impl() } }
    enum S144Key: DependencyKey { static let liveValue = Factory<any S144> { S144Impl() } }
    enum S145Key: DependencyKey { static let liveValue = Factory<any S145> { S145Impl() } }
    enum S146Key: DependencyKey { static let liveValue = Factory<any S146> { S146Impl() } }
    enum S147Key: DependencyKey { static let liveValue = Factory<any S147> { S147Impl() } }
    enum S148Key: DependencyKey { static let liveValue = Factory<any S148> { S148Impl() } }
    enum S149Key: DependencyKey { static let liveValue = Factory<any S149> { S149Impl() } }
    enum S150Key: DependencyKey { static let liveValue = Factory<any S150> { S150Impl() } }
    enum S151Key: DependencyKey { static let liveValue = Factory<any S151> { S151Impl() } }
    enum S152Key: DependencyKey { static let liveValue = Factory<any S152> { S152Impl() } }
    enum S153Key: DependencyKey { static let liveValue = Factory<any S153> { S153Impl() } }
    enum S154Key: DependencyKey { static let liveValue = Factory<any S154> { S154Impl() } }
    enum S155Key: DependencyKey { static let liveValue = Factory<any S155> { S155Impl() } }
    enum S156Key: DependencyKey { static let liveValue = Factory<any S156> { S156Impl() } }
    enum S157Key: DependencyKey { static let liveValue = Factory<any S157> { S157Impl() } }
    enum S158Key: DependencyKey { static let liveValue = Factory<any S158> { S158Impl() } }
    enum S159Key: DependencyKey { static let liveValue = Factory<any S159> { S159Impl() } }
    enum S160Key: DependencyKey { static let liveValue = Factory<any S160> { S160Impl() } }
    enum S161Key: DependencyKey { static let liveValue = Factory<any S161> { S161Impl() } }
    enum S162Key: DependencyKey { static let liveValue = Factory<any S162> { S162Impl() } }
    enum S163Key: DependencyKey { static let liveValue = Factory<any S163> { S163Impl() } }
    enum S164Key: DependencyKey { static let liveValue = Factory<any S164> { S164Impl() } }
    enum S165Key: DependencyKey { static let liveValue = Factory<any S165> { S165Impl() } }
    enum S166Key: DependencyKey { static let liveValue = Factory<any S166> { S166Impl() } }
    enum S167Key: DependencyKey { static let liveValue = Factory<any S167> { S167Impl() } }
    enum S168Key: DependencyKey { static let liveValue = Factory<any S168> { S168Impl() } }
    enum S169Key: DependencyKey { static let liveValue = Factory<any S169> { S169Impl() } }
    enum S170Key: DependencyKey { static let liveValue = Factory<any S170> { S170Impl() } }
    enum S171Key: DependencyKey { static let liveValue = Factory<any S171> { S171Impl() } }
    enum S172Key: DependencyKey { static let liveValue = Factory<any S172> { S172Impl() } }
    enum S173Key: DependencyKey { static let liveValue = Factory<any S173> { S173Impl() } }
    enum S174Key: DependencyKey { static let liveValue = Factory<any S174> { S174Impl() } }
    enum S175Key: DependencyKey { static let liveValue = Factory<any S175> { S175Impl() } }
    enum S176Key: DependencyKey { static let liveValue = Factory<any S176> { S176Impl() } }
    enum S177Key: DependencyKey { static let liveValue = Factory<any S177> { S177Impl() } }
    enum S178Key: DependencyKey { static let liveValue = Factory<any S178> { S178Impl() } }
    enum S179Key: DependencyKey { static let liveValue = Factory<any S179> { S179Impl() } }
    enum S180Key: DependencyKey { static let liveValue = Factory<any S180> { S180Impl() } }
    enum S181Key: DependencyKey { static let liveValue = Factory<any S181> { S181Impl() } }
    enum S182Key: DependencyKey { static let liveValue = Factory<any S182> { S182Impl() } }
    enum S183Key: DependencyKey { static let liveValue = Factory<any S183> { S183Impl() } }
    enum S184Key: DependencyKey { static let liveValue = Factory<any S184> { S184Impl() } }
    enum S185Key: DependencyKey { static let liveValue = Factory<any S185> { S185Impl() } }
    enum S186Key: DependencyKey { static let liveValue = Factory<any S186> { S186Impl() } }
    enum S187Key: DependencyKey { static let liveValue = Factory<any S187> { S187Impl() } }
    enum S188Key: DependencyKey { static let liveValue = Factory<any S188> { S188Impl() } }
    enum S189Key: DependencyKey { static let liveValue = Factory<any S189> { S189Impl() } }
    enum S190Key: DependencyKey { static let liveValue = Factory<any S190> { S190Impl() } }
    enum S191Key: DependencyKey { static let liveValue = Factory<any S191> { S191Impl() } }
    enum S192Key: DependencyKey { static let liveValue = Factory<any S192> { S192Impl() } }
    enum S193Key: DependencyKey { static let liveValue = Factory<any S193> { S193Impl() } }
    enum S194Key: DependencyKey { static let liveValue = Factory<any S194> { S194Impl() } }
    enum S195Key: DependencyKey { static let liveValue = Factory<any S195> { S195Impl() } }
    enum S196Key: DependencyKey { static let liveValue = Factory<any S196> { S196Impl() } }
    enum S197Key: DependencyKey { static let liveValue = Factory<any S197> { S197Impl() } }
    enum S198Key: DependencyKey { static let liveValue = Factory<any S198> { S198Impl() } }
    enum S199Key: DependencyKey { static let liveValue = Factory<any S199> { S199Impl() } }
    enum S200Key: DependencyKey { static let liveValue = Factory<any S200> { S200Impl() } }
    enum S201Key: DependencyKey { static let liveValue = Factory<any S201> { S201Impl() } }
    enum S202Key: DependencyKey { static let liveValue = Factory<any S202> { S202Impl() } }
    enum S203Key: DependencyKey { static let liveValue = Factory<any S203> { S203Impl() } }
    enum S204Key: DependencyKey { static let liveValue = Factory<any S204> { S204Impl() } }
    enum S205Key: DependencyKey { static let liveValue = Factory<any S205> { S205Impl() } }
    enum S206Key: DependencyKey { static let liveValue = Factory<any S206> { S206Impl() } }
    enum S207Key: DependencyKey { static let liveValue = Factory<any S207> { S207Impl() } }
    enum S208Key: DependencyKey { static let liveValue = Factory<any S208> { S208Impl() } }
    enum S209Key: DependencyKey { static let liveValue = Factory<any S209> { S209Impl() } }
    enum S210Key: DependencyKey { static let liveValue = Factory<any S210> { S210Impl() } }
    enum S211Key: DependencyKey { static let liveValue = Factory<any S211> { S211Impl() } }
    enum S212Key: DependencyKey { static let liveValue = Factory<any S212> { S212Impl() } }
    enum S213Key: DependencyKey { static let liveValue = Factory<any S213> { S213Impl() } }
    enum S214Key: DependencyKey { static let liveValue = Factory<any S214> { S214Impl() } }
    enum S215Key: DependencyKey { static let liveValue = Factory<any S215> { S215Impl() } }
    enum S216Key: DependencyKey { static let liveValue = Factory<any S216> { S216Impl() } }
    enum S217Key: DependencyKey { static let liveValue = Factory<any S217> { S217Impl() } }
    enum S218Key: DependencyKey { static let liveValue = Factory<any S218> { S218Impl() } }
    enum S219Key: DependencyKey { static let liveValue = Factory<any S219> { S219Impl() } }
    enum S220Key: DependencyKey { static let liveValue = Factory<any S220> { S220Impl() } }
    enum S221Key: DependencyKey { static let liveValue = Factory<any S221> { S221Impl() } }
    enum S222Key: DependencyKey { static let liveValue = Factory<any S222> { S222Impl() } }
    enum S223Key: DependencyKey { static let liveValue = Factory<any S223> { S223Impl() } }
    enum S224Key: DependencyKey { static let liveValue = Factory<any S224> { S224Impl() } }
    enum S225Key: DependencyKey { static let liveValue = Factory<any S225> { S225Impl() } }
    enum S226Key: DependencyKey { static let liveValue = Factory<any S226> { S226Impl() } }
    enum S227Key: DependencyKey { static let liveValue = Factory<any S227> { S227Impl() } }
    enum S228Key: DependencyKey { static let liveValue = Factory<any S228> { S228Impl() } }
    enum S229Key: DependencyKey { static let liveValue = Factory<any S229> { S229Impl() } }
    enum S230Key: DependencyKey { static let liveValue = Factory<any S230> { S230Impl() } }
    enum S231Key: DependencyKey { static let liveValue = Factory<any S231> { S231Impl() } }
    enum S232Key: DependencyKey { static let liveValue = Factory<any S232> { S232Impl() } }
    enum S233Key: DependencyKey { static let liveValue = Factory<any S233> { S233Impl() } }
    enum S234Key: DependencyKey { static let liveValue = Factory<any S234> { S234Impl() } }
    enum S235Key: DependencyKey { static let liveValue = Factory<any S235> { S235Impl() } }
    enum S236Key: DependencyKey { static let liveValue = Factory<any S236> { S236Impl() } }
    enum S237Key: DependencyKey { static let liveValue = Factory<any S237> { S237Impl() } }
    enum S238Key: DependencyKey { static let liveValue = Factory<any S238> { S238Impl() } }
    enum S239Key: DependencyKey { static let liveValue = Factory<any S239> { S239Impl() } }
    enum S240Key: DependencyKey { static let liveValue = Factory<any S240> { S240Impl() } }
    enum S241Key: DependencyKey { static let liveValue = Factory<any S241> { S241Impl() } }
    enum S242Key: DependencyKey { static let liveValue = Factory<any S242> { S242Impl() } }
    enum S243Key: DependencyKey { static let liveValue = Factory<any S243> { S243Impl() } }
    enum S244Key: DependencyKey { static let liveValue = Factory<any S244> { S244Impl() } }
    enum S245Key: DependencyKey { static let liveValue = Factory<any S245> { S245Impl() } }
    enum S246Key: DependencyKey { static let liveValue = Factory<any S246> { S246Impl() } }
    enum S247Key: DependencyKey { static let liveValue = Factory<any S247> { S247Impl() } }
    enum S248Key: DependencyKey { static let liveValue = Factory<any S248> { S248Impl() } }
    enum S249Key: DependencyKey { static let liveValue = Factory<any S249> { S249Impl() } }
    enum S250Key: DependencyKey { static let liveValue = Factory<any S250> { S250Impl() } }
    enum S251Key: DependencyKey { static let liveValue = Factory<any S251> { S251Impl() } }
    enum S252Key: DependencyKey { static let liveValue = Factory<any S252> { S252Impl() } }
    enum S253Key: DependencyKey { static let liveValue = Factory<any S253> { S253Impl() } }
    enum S254Key: DependencyKey { static let liveValue = Factory<any S254> { S254Impl() } }
    enum S255Key: DependencyKey { static let liveValue = Factory<any S255> { S255Impl() } }
    enum S256Key: DependencyKey { static let liveValue = Factory<any S256> { S256Impl() } }
    enum S257Key: DependencyKey { static let liveValue = Factory<any S257> { S257Impl() } }
    enum S258Key: DependencyKey { static let liveValue = Factory<any S258> { S258Impl() } }
    enum S259Key: DependencyKey { static let liveValue = Factory<any S259> { S259Impl() } }
    enum S260Key: DependencyKey { static let liveValue = Factory<any S260> { S260Impl() } }
    enum S261Key: DependencyKey { static let liveValue = Factory<any S261> { S261Impl() } }
    enum S262Key: DependencyKey { static let liveValue = Factory<any S262> { S262Impl() } }
    enum S263Key: DependencyKey { static let liveValue = Factory<any S263> { S263Impl() } }
    enum S264Key: DependencyKey { static let liveValue = Factory<any S264> { S264Impl() } }
    enum S265Key: DependencyKey { static let liveValue = Factory<any S265> { S265Impl() } }
    enum S266Key: DependencyKey { static let liveValue = Factory<any S266> { S266Impl() } }
    enum S267Key: DependencyKey { static let liveValue = Factory<any S267> { S267Impl() } }
    enum S268Key: DependencyKey { static let liveValue = Factory<any S268> { S268Impl() } }
    enum S269Key: DependencyKey { static let liveValue = Factory<any S269> { S269Impl() } }
    enum S270Key: DependencyKey { static let liveValue = Factory<any S270> { S270Impl() } }
    enum S271Key: DependencyKey { static let liveValue = Factory<any S271> { S271Impl() } }
    enum S272Key: DependencyKey { static let liveValue = Factory<any S272> { S272Impl() } }
    enum S273Key: DependencyKey { static let liveValue = Factory<any S273> { S273Impl() } }
    enum S274Key: DependencyKey { static let liveValue = Factory<any S274> { S274Impl() } }
    enum S275Key: DependencyKey { static let liveValue = Factory<any S275> { S275Impl() } }
    enum S276Key: DependencyKey { static let liveValue = Factory<any S276> { S276Impl() } }
    enum S277Key: DependencyKey { static let liveValue = Factory<any S277> { S277Impl() } }
    enum S278Key: DependencyKey { static let liveValue = Factory<any S278> { S278Impl() } }
    enum S279Key: DependencyKey { static let liveValue = Factory<any S279> { S279Impl() } }
    enum S280Key: DependencyKey { static let liveValue = Factory<any S280> { S280Impl() } }
    enum S281Key: DependencyKey { static let liveValue = Factory<any S281> { S281Impl() } }
    enum S282Key: DependencyKey { static let liveValue = Factory<any S282> { S282Impl() } }
    enum S283Key: DependencyKey { static let liveValue = Factory<any S283> { S283Impl() } }
    enum S284Key: DependencyKey { static let liveValue = Factory<any S284> { S284Impl() } }
    enum S285Key: DependencyKey { static let liveValue = Factory<any S285> { S285Impl() } }
    enum S286Key: DependencyKey { static let liveValue = Factory<any S286> { S286Impl() } }
    enum S287Key: DependencyKey { static let liveValue = Factory<any S287> { S287Impl() } }
    enum S288Key: DependencyKey { static let liveValue = Factory<any S288> { S288Impl() } }
    enum S289Key: DependencyKey { static let liveValue = Factory<any S289> { S289Impl() } }
    enum S290Key: DependencyKey { static let liveValue = Factory<any S290> { S290Impl() } }
    enum S291Key: DependencyKey { static let liveValue = Factory<any S291> { S291Impl() } }
    enum S292Key: DependencyKey { static let liveValue = Factory<any S292> { S292Impl() } }
    enum S293Key: DependencyKey { static let liveValue = Factory<any S293> { S293Impl() } }
    enum S294Key: DependencyKey { static let liveValue = Factory<any S294> { S294Impl() } }
    enum S295Key: DependencyKey { static let liveValue = Factory<any S295> { S295Impl() } }
    enum S296Key: DependencyKey { static let liveValue = Factory<any S296> { S296Impl() } }
    enum S297Key: DependencyKey { static let liveValue = Factory<any S297> { S297Impl() } }
    enum S298Key: DependencyKey { static let liveValue = Factory<any S298> { S298Impl() } }
    enum S299Key: DependencyKey { static let liveValue = Factory<any S299> { S299Impl() } }
    enum S300Key: DependencyKey { static let liveValue = Factory<any S300> { S300Impl() } }
    enum S301Key: DependencyKey { static let liveValue = Factory<any S301> { S301Impl() } }
    enum S302Key: DependencyKey { static let liveValue = Factory<any S302> { S302Impl() } }
    enum S303Key: DependencyKey { static let liveValue = Factory<any S303> { S303Impl() } }
    enum S304Key: DependencyKey { static let liveValue = Factory<any S304> { S304Impl() } }
    enum S305Key: DependencyKey { static let liveValue = Factory<any S305> { S305Impl() } }
    enum S306Key: DependencyKey { static let liveValue = Factory<any S306> { S306Impl() } }
    enum S307Key: DependencyKey { static let liveValue = Factory<any S307> { S307Impl() } }
    enum S308Key: DependencyKey { static let liveValue = Factory<any S308> { S308Impl() } }
    enum S309Key: DependencyKey { static let liveValue = Factory<any S309> { S309Impl() } }
    enum S310Key: DependencyKey { static let liveValue = Factory<any S310> { S310Impl() } }
    enum S311Key: DependencyKey { static let liveValue = Factory<any S311> { S311Impl() } }
    enum S312Key: DependencyKey { static let liveValue = Factory<any S312> { S312Impl() } }
    enum S313Key: DependencyKey { static let liveValue = Factory<any S313> { S313Impl() } }
    enum S314Key: DependencyKey { static let liveValue = Factory<any S314> { S314Impl() } }
    enum S315Key: DependencyKey { static let liveValue = Factory<any S315> { S315Impl() } }
    enum S316Key: DependencyKey { static let liveValue = Factory<any S316> { S316Impl() } }
    enum S317Key: DependencyKey { static let liveValue = Factory<any S317> { S317Impl() } }
    enum S318Key: DependencyKey { static let liveValue = Factory<any S318> { S318Impl() } }
    enum S319Key: DependencyKey { static let liveValue = Factory<any S319> { S319Impl() } }
    enum S320Key: DependencyKey { static let liveValue = Factory<any S320> { S320Impl() } }
    enum S321Key: DependencyKey { static let liveValue = Factory<any S321> { S321Impl() } }
    enum S322Key: DependencyKey { static let liveValue = Factory<any S322> { S322Impl() } }
    enum S323Key: DependencyKey { static let liveValue = Factory<any S323> { S323Impl() } }
    enum S324Key: DependencyKey { static let liveValue = Factory<any S324> { S324Impl() } }
    enum S325Key: DependencyKey { static let liveValue = Factory<any S325> { S325Impl() } }
    enum S326Key: DependencyKey { static let liveValue = Factory<any S326> { S326Impl() } }
    enum S327Key: DependencyKey { static let liveValue = Factory<any S327> { S327Impl() } }
    enum S328Key: DependencyKey { static let liveValue = Factory<any S328> { S328Impl() } }
    enum S329Key: DependencyKey { static let liveValue = Factory<any S329> { S329Impl() } }
    enum S330Key: DependencyKey { static let liveValue = Factory<any S330> { S330Impl() } }
    enum S331Key: DependencyKey { static let liveValue = Factory<any S331> { S331Impl() } }
    enum S332Key: DependencyKey { static let liveValue = Factory<any S332> { S332Impl() } }
    enum S333Key: DependencyKey { static let liveValue = Factory<any S333> { S333Impl() } }
    enum S334Key: DependencyKey { static let liveValue = Factory<any S334> { S334Impl() } }
    enum S335Key: DependencyKey { static let liveValue = Factory<any S335> { S335Impl() } }
    enum S336Key: DependencyKey { static let liveValue = Factory<any S336> { S336Impl() } }
    enum S337Key: DependencyKey { static let liveValue = Factory<any S337> { S337Impl() } }
    enum S338Key: DependencyKey { static let liveValue = Factory<any S338> { S338Impl() } }
    enum S339Key: DependencyKey { static let liveValue = Factory<any S339> { S339Impl() } }
    enum S340Key: DependencyKey { static let liveValue = Factory<any S340> { S340Impl() } }
    enum S341Key: DependencyKey { static let liveValue = Factory<any S341> { S341Impl() } }
    enum S342Key: DependencyKey { static let liveValue = Factory<any S342> { S342Impl() } }
    enum S343Key: DependencyKey { static let liveValue = Factory<any S343> { S343Impl() } }
    enum S344Key: DependencyKey { static let liveValue = Factory<any S344> { S344Impl() } }
    enum S345Key: DependencyKey { static let liveValue = Factory<any S345> { S345Impl() } }
    enum S346Key: DependencyKey { static let liveValue = Factory<any S346> { S346Impl() } }
    enum S347Key: DependencyKey { static let liveValue = Factory<any S347> { S347Impl() } }
    enum S348Key: DependencyKey { static let liveValue = Factory<any S348> { S348Impl() } }
    enum S349Key: DependencyKey { static let liveValue = Factory<any S349> { S349Impl() } }
    enum S350Key: DependencyKey { static let liveValue = Factory<any S350> { S350Impl() } }
    enum S351Key: DependencyKey { static let liveValue = Factory<any S351> { S351Impl() } }
    enum S352Key: DependencyKey { static let liveValue = Factory<any S352> { S352Impl() } }
    enum S353Key: DependencyKey { static let liveValue = Factory<any S353> { S353Impl() } }
    enum S354Key: DependencyKey { static let liveValue = Factory<any S354> { S354Impl() } }
    enum S355Key: DependencyKey { static let liveValue = Factory<any S355> { S355Impl() } }
    enum S356Key: DependencyKey { static let liveValue = Factory<any S356> { S356Impl() } }
    enum S357Key: DependencyKey { static let liveValue = Factory<any S357> { S357Impl() } }
    enum S358Key: DependencyKey { static let liveValue = Factory<any S358> { S358Impl() } }
    enum S359Key: DependencyKey { static let liveValue = Factory<any S359> { S359Impl() } }
    enum S360Key: DependencyKey { static let liveValue = Factory<any S360> { S360Impl() } }
    enum S361Key: DependencyKey { static let liveValue = Factory<any S361> { S361Impl() } }
    enum S362Key: DependencyKey { static let liveValue = Factory<any S362> { S362Impl() } }
    enum S363Key: DependencyKey { static let liveValue = Factory<any S363> { S363Impl() } }
    enum S364Key: DependencyKey { static let liveValue = Factory<any S364> { S364Impl() } }
    enum S365Key: DependencyKey { static let liveValue = Factory<any S365> { S365Impl() } }
    enum S366Key: DependencyKey { static let liveValue = Factory<any S366> { S366Impl() } }
    enum S367Key: DependencyKey { static let liveValue = Factory<any S367> { S367Impl() } }
    enum S368Key: DependencyKey { static let liveValue = Factory<any S368> { S368Impl() } }
    enum S369Key: DependencyKey { static let liveValue = Factory<any S369> { S369Impl() } }
    enum S370Key: DependencyKey { static let liveValue = Factory<any S370> { S370Impl() } }
    enum S371Key: DependencyKey { static let liveValue = Factory<any S371> { S371Impl() } }
    enum S372Key: DependencyKey { static let liveValue = Factory<any S372> { S372Impl() } }
    enum S373Key: DependencyKey { static let liveValue = Factory<any S373> { S373Impl() } }
    enum S374Key: DependencyKey { static let liveValue = Factory<any S374> { S374Impl() } }
    enum S375Key: DependencyKey { static let liveValue = Factory<any S375> { S375Impl() } }
    enum S376Key: DependencyKey { static let liveValue = Factory<any S376> { S376Impl() } }
    enum S377Key: DependencyKey { static let liveValue = Factory<any S377> { S377Impl() } }
    enum S378Key: DependencyKey { static let liveValue = Factory<any S378> { S378Impl() } }
    enum S379Key: DependencyKey { static let liveValue = Factory<any S379> { S379Impl() } }
    enum S380Key: DependencyKey { static let liveValue = Factory<any S380> { S380Impl() } }
    enum S381Key: DependencyKey { static let liveValue = Factory<any S381> { S381Impl() } }
    enum S382Key: DependencyKey { static let liveValue = Factory<any S382> { S382Impl() } }
    enum S383Key: DependencyKey { static let liveValue = Factory<any S383> { S383Impl() } }
    enum S384Key: DependencyKey { static let liveValue = Factory<any S384> { S384Impl() } }
    enum S385Key: DependencyKey { static let liveValue = Factory<any S385> { S385Impl() } }
    enum S386Key: DependencyKey { static let liveValue = Factory<any S386> { S386Impl() } }
    enum S387Key: DependencyKey { static let liveValue = Factory<any S387> { S387Impl() } }
    enum S388Key: DependencyKey { static let liveValue = Factory<any S388> { S388Impl() } }
    enum S389Key: DependencyKey { static let liveValue = Factory<any S389> { S389Impl() } }
    enum S390Key: DependencyKey { static let liveValue = Factory<any S390> { S390Impl() } }
    enum S391Key: DependencyKey { static let liveValue = Factory<any S391> { S391Impl() } }
    enum S392Key: DependencyKey { static let liveValue = Factory<any S392> { S392Impl() } }
    enum S393Key: DependencyKey { static let liveValue = Factory<any S393> { S393Impl() } }
    enum S394Key: DependencyKey { static let liveValue = Factory<any S394> { S394Impl() } }
    enum S395Key: DependencyKey { static let liveValue = Factory<any S395> { S395Impl() } }
    enum S396Key: DependencyKey { static let liveValue = Factory<any S396> { S396Impl() } }
    enum S397Key: DependencyKey { static let liveValue = Factory<any S397> { S397Impl() } }
    enum S398Key: DependencyKey { static let liveValue = Factory<any S398> { S398Impl() } }
    enum S399Key: DependencyKey { static let liveValue = Factory<any S399> { S399Impl() } }
    enum S400Key: DependencyKey { static let liveValue = Factory<any S400> { S400Impl() } }
    enum S401Key: DependencyKey { static let liveValue = Factory<any S401> { S401Impl() } }
    enum S402Key: DependencyKey { static let liveValue = Factory<any S402> { S402Impl() } }
    enum S403Key: DependencyKey { static let liveValue = Factory<any S403> { S403Impl() } }
    enum S404Key: DependencyKey { static let liveValue = Factory<any S404> { S404Impl() } }
    enum S405Key: DependencyKey { static let liveValue = Factory<any S405> { S405Impl() } }
    enum S406Key: DependencyKey { static let liveValue = Factory<any S406> { S406Impl() } }
    enum S407Key: DependencyKey { static let liveValue = Factory<any S407> { S407Impl() } }
    enum S408Key: DependencyKey { static let liveValue = Factory<any S408> { S408Impl() } }
    enum S409Key: DependencyKey { static let liveValue = Factory<any S409> { S409Impl() } }
    enum S410Key: DependencyKey { static let liveValue = Factory<any S410> { S410Impl() } }
    enum S411Key: DependencyKey { static let liveValue = Factory<any S411> { S411Impl() } }
    enum S412Key: DependencyKey { static let liveValue = Factory<any S412> { S412Impl() } }
    enum S413Key: DependencyKey { static let liveValue = Factory<any S413> { S413Impl() } }
    enum S414Key: DependencyKey { static let liveValue = Factory<any S414> { S414Impl() } }
    enum S415Key: DependencyKey { static let liveValue = Factory<any S415> { S415Impl() } }
    enum S416Key: DependencyKey { static let liveValue = Factory<any S416> { S416Impl() } }
    enum S417Key: DependencyKey { static let liveValue = Factory<any S417> { S417Impl() } }
    enum S418Key: DependencyKey { static let liveValue = Factory<any S418> { S418Impl() } }
    enum S419Key: DependencyKey { static let liveValue = Factory<any S419> { S419Impl() } }
    enum S420Key: DependencyKey { static let liveValue = Factory<any S420> { S420Impl() } }
    enum S421Key: DependencyKey { static let liveValue = Factory<any S421> { S421Impl() } }
    enum S422Key: DependencyKey { static let liveValue = Factory<any S422> { S422Impl() } }
    enum S423Key: DependencyKey { static let liveValue = Factory<any S423> { S423Impl() } }
    enum S424Key: DependencyKey { static let liveValue = Factory<any S424> { S424Impl() } }
    enum S425Key: DependencyKey { static let liveValue = Factory<any S425> { S425Impl() } }
    enum S426Key: DependencyKey { static let liveValue = Factory<any S426> { S426Impl() } }
    enum S427Key: DependencyKey { static let liveValue = Factory<any S427> { S427Impl() } }
    enum S428Key: DependencyKey { static let liveValue = Factory<any S428> { S428Impl() } }
    enum S429Key: DependencyKey { static let liveValue = Factory<any S429> { S429Impl() } }
    enum S430Key: DependencyKey { static let liveValue = Factory<any S430> { S430Impl() } }
    enum S431Key: DependencyKey { static let liveValue = Factory<any S431> { S431Impl() } }
    enum S432Key: DependencyKey { static let liveValue = Factory<any S432> { S432Impl() } }
    enum S433Key: DependencyKey { static let liveValue = Factory<any S433> { S433Impl() } }
    enum S434Key: DependencyKey { static let liveValue = Factory<any S434> { S434Impl() } }
    enum S435Key: DependencyKey { static let liveValue = Factory<any S435> { S435Impl() } }
    enum S436Key: DependencyKey { static let liveValue = Factory<any S436> { S436Impl() } }
    enum S437Key: DependencyKey { static let liveValue = Factory<any S437> { S437Impl() } }
    enum S438Key: DependencyKey { static let liveValue = Factory<any S438> { S438Impl() } }
    enum S439Key: DependencyKey { static let liveValue = Factory<any S439> { S439Impl() } }
    enum S440Key: DependencyKey { static let liveValue = Factory<any S440> { S440Impl() } }
    enum S441Key: DependencyKey { static let liveValue = Factory<any S441> { S441Impl() } }
    enum S442Key: DependencyKey { static let liveValue = Factory<any S442> { S442Impl() } }
    enum S443Key: DependencyKey { static let liveValue = Factory<any S443> { S443Impl() } }
    enum S444Key: DependencyKey { static let liveValue = Factory<any S444> { S444Impl() } }
    enum S445Key: DependencyKey { static let liveValue = Factory<any S445> { S445Impl() } }
    enum S446Key: DependencyKey { static let liveValue = Factory<any S446> { S446Impl() } }
    enum S447Key: DependencyKey { static let liveValue = Factory<any S447> { S447Impl() } }
    enum S448Key: DependencyKey { static let liveValue = Factory<any S448> { S448Impl() } }
    enum S449Key: DependencyKey { static let liveValue = Factory<any S449> { S449Impl() } }
    enum S450Key: DependencyKey { static let liveValue = Factory<any S450> { S450Impl() } }
    enum S451Key: DependencyKey { static let liveValue = Factory<any S451> { S451Impl() } }
    enum S452Key: DependencyKey { static let liveValue = Factory<any S452> { S452Impl() } }
    enum S453Key: DependencyKey { static let liveValue = Factory<any S453> { S453Impl() } }
    enum S454Key: DependencyKey { static let liveValue = Factory<any S454> { S454Impl() } }
    enum S455Key: DependencyKey { static let liveValue = Factory<any S455> { S455Impl() } }
    enum S456Key: DependencyKey { static let liveValue = Factory<any S456> { S456Impl() } }
    enum S457Key: DependencyKey { static let liveValue = Factory<any S457> { S457Impl() } }
    enum S458Key: DependencyKey { static let liveValue = Factory<any S458> { S458Impl() } }
    enum S459Key: DependencyKey { static let liveValue = Factory<any S459> { S459Impl() } }
    enum S460Key: DependencyKey { static let liveValue = Factory<any S460> { S460Impl() } }
    enum S461Key: DependencyKey { static let liveValue = Factory<any S461> { S461Impl() } }
    enum S462Key: DependencyKey { static let liveValue = Factory<any S462> { S462Impl() } }
    enum S463Key: DependencyKey { static let liveValue = Factory<any S463> { S463Impl() } }
    enum S464Key: DependencyKey { static let liveValue = Factory<any S464> { S464Impl() } }
    enum S465Key: DependencyKey { static let liveValue = Factory<any S465> { S465Impl() } }
    enum S466Key: DependencyKey { static let liveValue = Factory<any S466> { S466Impl() } }
    enum S467Key: DependencyKey { static let liveValue = Factory<any S467> { S467Impl() } }
    enum S468Key: DependencyKey { static let liveValue = Factory<any S468> { S468Impl() } }
    enum S469Key: DependencyKey { static let liveValue = Factory<any S469> { S469Impl() } }
    enum S470Key: DependencyKey { static let liveValue = Factory<any S470> { S470Impl() } }
    enum S471Key: DependencyKey { static let liveValue = Factory<any S471> { S471Impl() } }
    enum S472Key: DependencyKey { static let liveValue = Factory<any S472> { S472Impl() } }
    enum S473Key: DependencyKey { static let liveValue = Factory<any S473> { S473Impl() } }
    enum S474Key: DependencyKey { static let liveValue = Factory<any S474> { S474Impl() } }
    enum S475Key: DependencyKey { static let liveValue = Factory<any S475> { S475Impl() } }
    enum S476Key: DependencyKey { static let liveValue = Factory<any S476> { S476Impl() } }
    enum S477Key: DependencyKey { static let liveValue = Factory<any S477> { S477Impl() } }
    enum S478Key: DependencyKey { static let liveValue = Factory<any S478> { S478Impl() } }
    enum S479Key: DependencyKey { static let liveValue = Factory<any S479> { S479Impl() } }
    enum S480Key: DependencyKey { static let liveValue = Factory<any S480> { S480Impl() } }
    enum S481Key: DependencyKey { static let liveValue = Factory<any S481> { S481Impl() } }
    enum S482Key: DependencyKey { static let liveValue = Factory<any S482> { S482Impl() } }
    enum S483Key: DependencyKey { static let liveValue = Factory<any S483> { S483Impl() } }
    enum S484Key: DependencyKey { static let liveValue = Factory<any S484> { S484Impl() } }
    enum S485Key: DependencyKey { static let liveValue = Factory<any S485> { S485Impl() } }
    enum S486Key: DependencyKey { static let liveValue = Factory<any S486> { S486Impl() } }
    enum S487Key: DependencyKey { static let liveValue = Factory<any S487> { S487Impl() } }
    enum S488Key: DependencyKey { static let liveValue = Factory<any S488> { S488Impl() } }
    enum S489Key: DependencyKey { static let liveValue = Factory<any S489> { S489Impl() } }
    enum S490Key: DependencyKey { static let liveValue = Factory<any S490> { S490Impl() } }
    enum S491Key: DependencyKey { static let liveValue = Factory<any S491> { S491Impl() } }
    enum S492Key: DependencyKey { static let liveValue = Factory<any S492> { S492Impl() } }
    enum S493Key: DependencyKey { static let liveValue = Factory<any S493> { S493Impl() } }
    enum S494Key: DependencyKey { static let liveValue = Factory<any S494> { S494Impl() } }
    enum S495Key: DependencyKey { static let liveValue = Factory<any S495> { S495Impl() } }
    enum S496Key: DependencyKey { static let liveValue = Factory<any S496> { S496Impl() } }
    enum S497Key: DependencyKey { static let liveValue = Factory<any S497> { S497Impl() } }
    enum S498Key: DependencyKey { static let liveValue = Factory<any S498> { S498Impl() } }
    enum S499Key: DependencyKey { static let liveValue = Factory<any S499> { S499Impl() } }

    /// A fresh dependency context, a new `DependencyValues` whose cache of live values starts
    /// empty: every key read once, and its factory called. Keys are declared, not registered, so
    /// there is no registration to do at run time: a read puts the key's live value in the cache.
    static func dependencies(_ sink: Sink) {
        withDependencies {
            $0 = DependencyValues()
        } operation: {
            @Dependency(\.startupS000) var s000
            sink.take(s000.make())
            @Dependency(\.startupS001) var s001
            sink.take(s001.make())
            @Dependency(\.startupS002) var s002
            sink.take(s002.make())
            @Dependency(\.startupS003) var s003
            sink.take(s003.make())
            @Dependency(\.startupS004) var s004
            sink.take(s004.make())
            @Dependency(\.startupS005) var s005
            sink.take(s005.make())
            @Dependency(\.startupS006) var s006
            sink.take(s006.make())
            @Dependency(\.startupS007) var s007
            sink.take(s007.make())
            @Dependency(\.startupS008) var s008
            sink.take(s008.make())
            @Dependency(\.startupS009) var s009
            sink.take(s009.make())
            @Dependency(\.startupS010) var s010
            sink.take(s010.make())
            @Dependency(\.startupS011) var s011
            sink.take(s011.make())
            @Dependency(\.startupS012) var s012
            sink.take(s012.make())
            @Dependency(\.startupS013) var s013
            sink.take(s013.make())
            @Dependency(\.startupS014) var s014
            sink.take(s014.make())
            @Dependency(\.startupS015) var s015
            sink.take(s015.make())
            @Dependency(\.startupS016) var s016
            sink.take(s016.make())
            @Dependency(\.startupS017) var s017
            sink.take(s017.make())
            @Dependency(\.startupS018) var s018
            sink.take(s018.make())
            @Dependency(\.startupS019) var s019
            sink.take(s019.make())
            @Dependency(\.startupS020) var s020
            sink.take(s020.make())
            @Dependency(\.startupS021) var s021
            sink.take(s021.make())
            @Dependency(\.startupS022) var s022
            sink.take(s022.make())
            @Dependency(\.startupS023) var s023
            sink.take(s023.make())
            @Dependency(\.startupS024) var s024
            sink.take(s024.make())
            @Dependency(\.startupS025) var s025
            sink.take(s025.make())
            @Dependency(\.startupS026) var s026
            sink.take(s026.make())
            @Dependency(\.startupS027) var s027
            sink.take(s027.make())
            @Dependency(\.startupS028) var s028
            sink.take(s028.make())
            @Dependency(\.startupS029) var s029
            sink.take(s029.make())
            @Dependency(\.startupS030) var s030
            sink.take(s030.make())
            @Dependency(\.startupS031) var s031
            sink.take(s031.make())
            @Dependency(\.startupS032) var s032
            sink.take(s032.make())
            @Dependency(\.startupS033) var s033
            sink.take(s033.make())
            @Dependency(\.startupS034) var s034
            sink.take(s034.make())
            @Dependency(\.startupS035) var s035
            sink.take(s035.make())
            @Dependency(\.startupS036) var s036
            sink.take(s036.make())
            @Dependency(\.startupS037) var s037
            sink.take(s037.make())
            @Dependency(\.startupS038) var s038
            sink.take(s038.make())
            @Dependency(\.startupS039) var s039
            sink.take(s039.make())
            @Dependency(\.startupS040) var s040
            sink.take(s040.make())
            @Dependency(\.startupS041) var s041
            sink.take(s041.make())
            @Dependency(\.startupS042) var s042
            sink.take(s042.make())
            @Dependency(\.startupS043) var s043
            sink.take(s043.make())
            @Dependency(\.startupS044) var s044
            sink.take(s044.make())
            @Dependency(\.startupS045) var s045
            sink.take(s045.make())
            @Dependency(\.startupS046) var s046
            sink.take(s046.make())
            @Dependency(\.startupS047) var s047
            sink.take(s047.make())
            @Dependency(\.startupS048) var s048
            sink.take(s048.make())
            @Dependency(\.startupS049) var s049
            sink.take(s049.make())
            @Dependency(\.startupS050) var s050
            sink.take(s050.make())
            @Dependency(\.startupS051) var s051
            sink.take(s051.make())
            @Dependency(\.startupS052) var s052
            sink.take(s052.make())
            @Dependency(\.startupS053) var s053
            sink.take(s053.make())
            @Dependency(\.startupS054) var s054
            sink.take(s054.make())
            @Dependency(\.startupS055) var s055
            sink.take(s055.make())
            @Dependency(\.startupS056) var s056
            sink.take(s056.make())
            @Dependency(\.startupS057) var s057
            sink.take(s057.make())
            @Dependency(\.startupS058) var s058
            sink.take(s058.make())
            @Dependency(\.startupS059) var s059
            sink.take(s059.make())
            @Dependency(\.startupS060) var s060
            sink.take(s060.make())
            @Dependency(\.startupS061) var s061
            sink.take(s061.make())
            @Dependency(\.startupS062) var s062
            sink.take(s062.make())
            @Dependency(\.startupS063) var s063
            sink.take(s063.make())
            @Dependency(\.startupS064) var s064
            sink.take(s064.make())
            @Dependency(\.startupS065) var s065
            sink.take(s065.make())
            @Dependency(\.startupS066) var s066
            sink.take(s066.make())
            @Dependency(\.startupS067) var s067
            sink.take(s067.make())
            @Dependency(\.startupS068) var s068
            sink.take(s068.make())
            @Dependency(\.startupS069) var s069
            sink.take(s069.make())
            @Dependency(\.startupS070) var s070
            sink.take(s070.make())
            @Dependency(\.startupS071) var s071
            sink.take(s071.make())
            @Dependency(\.startupS072) var s072
            sink.take(s072.make())
            @Dependency(\.startupS073) var s073
            sink.take(s073.make())
            @Dependency(\.startupS074) var s074
            sink.take(s074.make())
            @Dependency(\.startupS075) var s075
            sink.take(s075.make())
            @Dependency(\.startupS076) var s076
            sink.take(s076.make())
            @Dependency(\.startupS077) var s077
            sink.take(s077.make())
            @Dependency(\.startupS078) var s078
            sink.take(s078.make())
            @Dependency(\.startupS079) var s079
            sink.take(s079.make())
            @Dependency(\.startupS080) var s080
            sink.take(s080.make())
            @Dependency(\.startupS081) var s081
            sink.take(s081.make())
            @Dependency(\.startupS082) var s082
            sink.take(s082.make())
            @Dependency(\.startupS083) var s083
            sink.take(s083.make())
            @Dependency(\.startupS084) var s084
            sink.take(s084.make())
            @Dependency(\.startupS085) var s085
            sink.take(s085.make())
            @Dependency(\.startupS086) var s086
            sink.take(s086.make())
            @Dependency(\.startupS087) var s087
            sink.take(s087.make())
            @Dependency(\.startupS088) var s088
            sink.take(s088.make())
            @Dependency(\.startupS089) var s089
            sink.take(s089.make())
            @Dependency(\.startupS090) var s090
            sink.take(s090.make())
            @Dependency(\.startupS091) var s091
            sink.take(s091.make())
            @Dependency(\.startupS092) var s092
            sink.take(s092.make())
            @Dependency(\.startupS093) var s093
            sink.take(s093.make())
            @Dependency(\.startupS094) var s094
            sink.take(s094.make())
            @Dependency(\.startupS095) var s095
            sink.take(s095.make())
            @Dependency(\.startupS096) var s096
            sink.take(s096.make())
            @Dependency(\.startupS097) var s097
            sink.take(s097.make())
            @Dependency(\.startupS098) var s098
            sink.take(s098.make())
            @Dependency(\.startupS099) var s099
            sink.take(s099.make())
            @Dependency(\.startupS100) var s100
            sink.take(s100.make())
            @Dependency(\.startupS101) var s101
            sink.take(s101.make())
            @Dependency(\.startupS102) var s102
            sink.take(s102.make())
            @Dependency(\.startupS103) var s103
            sink.take(s103.make())
            @Dependency(\.startupS104) var s104
            sink.take(s104.make())
            @Dependency(\.startupS105) var s105
            sink.take(s105.make())
            @Dependency(\.startupS106) var s106
            sink.take(s106.make())
            @Dependency(\.startupS107) var s107
            sink.take(s107.make())
            @Dependency(\.startupS108) var s108
            sink.take(s108.make())
            @Dependency(\.startupS109) var s109
            sink.take(s109.make())
            @Dependency(\.startupS110) var s110
            sink.take(s110.make())
            @Dependency(\.startupS111) var s111
            sink.take(s111.make())
            @Dependency(\.startupS112) var s112
            sink.take(s112.make())
            @Dependency(\.startupS113) var s113
            sink.take(s113.make())
            @Dependency(\.startupS114) var s114
            sink.take(s114.make())
            @Dependency(\.startupS115) var s115
            sink.take(s115.make())
            @Dependency(\.startupS116) var s116
            sink.take(s116.make())
            @Dependency(\.startupS117) var s117
            sink.take(s117.make())
            @Dependency(\.startupS118) var s118
            sink.take(s118.make())
            @Dependency(\.startupS119) var s119
            sink.take(s119.make())
            @Dependency(\.startupS120) var s120
            sink.take(s120.make())
            @Dependency(\.startupS121) var s121
            sink.take(s121.make())
            @Dependency(\.startupS122) var s122
            sink.take(s122.make())
            @Dependency(\.startupS123) var s123
            sink.take(s123.make())
            @Dependency(\.startupS124) var s124
            sink.take(s124.make())
            @Dependency(\.startupS125) var s125
            sink.take(s125.make())
            @Dependency(\.startupS126) var s126
            sink.take(s126.make())
            @Dependency(\.startupS127) var s127
            sink.take(s127.make())
            @Dependency(\.startupS128) var s128
            sink.take(s128.make())
            @Dependency(\.startupS129) var s129
            sink.take(s129.make())
            @Dependency(\.startupS130) var s130
            sink.take(s130.make())
            @Dependency(\.startupS131) var s131
            sink.take(s131.make())
            @Dependency(\.startupS132) var s132
            sink.take(s132.make())
            @Dependency(\.startupS133) var s133
            sink.take(s133.make())
            @Dependency(\.startupS134) var s134
            sink.take(s134.make())
            @Dependency(\.startupS135) var s135
            sink.take(s135.make())
            @Dependency(\.startupS136) var s136
            sink.take(s136.make())
            @Dependency(\.startupS137) var s137
            sink.take(s137.make())
            @Dependency(\.startupS138) var s138
            sink.take(s138.make())
            @Dependency(\.startupS139) var s139
            sink.take(s139.make())
            @Dependency(\.startupS140) var s140
            sink.take(s140.make())
            @Dependency(\.startupS141) var s141
            sink.take(s141.make())
            @Dependency(\.startupS142) var s142
            sink.take(s142.make())
            @Dependency(\.startupS143) var s143
            sink.take(s143.make())
            @Dependency(\.startupS144) var s144
            sink.take(s144.make())
            @Dependency(\.startupS145) var s145
            sink.take(s145.make())
            @Dependency(\.startupS146) var s146
            sink.take(s146.make())
            @Dependency(\.startupS147) var s147
            sink.take(s147.make())
            @Dependency(\.startupS148) var s148
            sink.take(s148.make())
            @Dependency(\.startupS149) var s149
            sink.take(s149.make())
            @Dependency(\.startupS150) var s150
            sink.take(s150.make())
            @Dependency(\.startupS151) var s151
            sink.take(s151.make())
            @Dependency(\.startupS152) var s152
            sink.take(s152.make())
            @Dependency(\.startupS153) var s153
            sink.take(s153.make())
            @Dependency(\.startupS154) var s154
            sink.take(s154.make())
            @Dependency(\.startupS155) var s155
            sink.take(s155.make())
            @Dependency(\.startupS156) var s156
            sink.take(s156.make())
            @Dependency(\.startupS157) var s157
            sink.take(s157.make())
            @Dependency(\.startupS158) var s158
            sink.take(s158.make())
            @Dependency(\.startupS159) var s159
            sink.take(s159.make())
            @Dependency(\.startupS160) var s160
            sink.take(s160.make())
            @Dependency(\.startupS161) var s161
            sink.take(s161.make())
            @Dependency(\.startupS162) var s162
            sink.take(s162.make())
            @Dependency(\.startupS163) var s163
            sink.take(s163.make())
            @Dependency(\.startupS164) var s164
            sink.take(s164.make())
            @Dependency(\.startupS165) var s165
            sink.take(s165.make())
            @Dependency(\.startupS166) var s166
            sink.take(s166.make())
            @Dependency(\.startupS167) var s167
            sink.take(s167.make())
            @Dependency(\.startupS168) var s168
            sink.take(s168.make())
            @Dependency(\.startupS169) var s169
            sink.take(s169.make())
            @Dependency(\.startupS170) var s170
            sink.take(s170.make())
            @Dependency(\.startupS171) var s171
            sink.take(s171.make())
            @Dependency(\.startupS172) var s172
            sink.take(s172.make())
            @Dependency(\.startupS173) var s173
            sink.take(s173.make())
            @Dependency(\.startupS174) var s174
            sink.take(s174.make())
            @Dependency(\.startupS175) var s175
            sink.take(s175.make())
            @Dependency(\.startupS176) var s176
            sink.take(s176.make())
            @Dependency(\.startupS177) var s177
            sink.take(s177.make())
            @Dependency(\.startupS178) var s178
            sink.take(s178.make())
            @Dependency(\.startupS179) var s179
            sink.take(s179.make())
            @Dependency(\.startupS180) var s180
            sink.take(s180.make())
            @Dependency(\.startupS181) var s181
            sink.take(s181.make())
            @Dependency(\.startupS182) var s182
            sink.take(s182.make())
            @Dependency(\.startupS183) var s183
            sink.take(s183.make())
            @Dependency(\.startupS184) var s184
            sink.take(s184.make())
            @Dependency(\.startupS185) var s185
            sink.take(s185.make())
            @Dependency(\.startupS186) var s186
            sink.take(s186.make())
            @Dependency(\.startupS187) var s187
            sink.take(s187.make())
            @Dependency(\.startupS188) var s188
            sink.take(s188.make())
            @Dependency(\.startupS189) var s189
            sink.take(s189.make())
            @Dependency(\.startupS190) var s190
            sink.take(s190.make())
            @Dependency(\.startupS191) var s191
            sink.take(s191.make())
            @Dependency(\.startupS192) var s192
            sink.take(s192.make())
            @Dependency(\.startupS193) var s193
            sink.take(s193.make())
            @Dependency(\.startupS194) var s194
            sink.take(s194.make())
            @Dependency(\.startupS195) var s195
            sink.take(s195.make())
            @Dependency(\.startupS196) var s196
            sink.take(s196.make())
            @Dependency(\.startupS197) var s197
            sink.take(s197.make())
            @Dependency(\.startupS198) var s198
            sink.take(s198.make())
            @Dependency(\.startupS199) var s199
            sink.take(s199.make())
            @Dependency(\.startupS200) var s200
            sink.take(s200.make())
            @Dependency(\.startupS201) var s201
            sink.take(s201.make())
            @Dependency(\.startupS202) var s202
            sink.take(s202.make())
            @Dependency(\.startupS203) var s203
            sink.take(s203.make())
            @Dependency(\.startupS204) var s204
            sink.take(s204.make())
            @Dependency(\.startupS205) var s205
            sink.take(s205.make())
            @Dependency(\.startupS206) var s206
            sink.take(s206.make())
            @Dependency(\.startupS207) var s207
            sink.take(s207.make())
            @Dependency(\.startupS208) var s208
            sink.take(s208.make())
            @Dependency(\.startupS209) var s209
            sink.take(s209.make())
            @Dependency(\.startupS210) var s210
            sink.take(s210.make())
            @Dependency(\.startupS211) var s211
            sink.take(s211.make())
            @Dependency(\.startupS212) var s212
            sink.take(s212.make())
            @Dependency(\.startupS213) var s213
            sink.take(s213.make())
            @Dependency(\.startupS214) var s214
            sink.take(s214.make())
            @Dependency(\.startupS215) var s215
            sink.take(s215.make())
            @Dependency(\.startupS216) var s216
            sink.take(s216.make())
            @Dependency(\.startupS217) var s217
            sink.take(s217.make())
            @Dependency(\.startupS218) var s218
            sink.take(s218.make())
            @Dependency(\.startupS219) var s219
            sink.take(s219.make())
            @Dependency(\.startupS220) var s220
            sink.take(s220.make())
            @Dependency(\.startupS221) var s221
            sink.take(s221.make())
            @Dependency(\.startupS222) var s222
            sink.take(s222.make())
            @Dependency(\.startupS223) var s223
            sink.take(s223.make())
            @Dependency(\.startupS224) var s224
            sink.take(s224.make())
            @Dependency(\.startupS225) var s225
            sink.take(s225.make())
            @Dependency(\.startupS226) var s226
            sink.take(s226.make())
            @Dependency(\.startupS227) var s227
            sink.take(s227.make())
            @Dependency(\.startupS228) var s228
            sink.take(s228.make())
            @Dependency(\.startupS229) var s229
            sink.take(s229.make())
            @Dependency(\.startupS230) var s230
            sink.take(s230.make())
            @Dependency(\.startupS231) var s231
            sink.take(s231.make())
            @Dependency(\.startupS232) var s232
            sink.take(s232.make())
            @Dependency(\.startupS233) var s233
            sink.take(s233.make())
            @Dependency(\.startupS234) var s234
            sink.take(s234.make())
            @Dependency(\.startupS235) var s235
            sink.take(s235.make())
            @Dependency(\.startupS236) var s236
            sink.take(s236.make())
            @Dependency(\.startupS237) var s237
            sink.take(s237.make())
            @Dependency(\.startupS238) var s238
            sink.take(s238.make())
            @Dependency(\.startupS239) var s239
            sink.take(s239.make())
            @Dependency(\.startupS240) var s240
            sink.take(s240.make())
            @Dependency(\.startupS241) var s241
            sink.take(s241.make())
            @Dependency(\.startupS242) var s242
            sink.take(s242.make())
            @Dependency(\.startupS243) var s243
            sink.take(s243.make())
            @Dependency(\.startupS244) var s244
            sink.take(s244.make())
            @Dependency(\.startupS245) var s245
            sink.take(s245.make())
            @Dependency(\.startupS246) var s246
            sink.take(s246.make())
            @Dependency(\.startupS247) var s247
            sink.take(s247.make())
            @Dependency(\.startupS248) var s248
            sink.take(s248.make())
            @Dependency(\.startupS249) var s249
            sink.take(s249.make())
            @Dependency(\.startupS250) var s250
            sink.take(s250.make())
            @Dependency(\.startupS251) var s251
            sink.take(s251.make())
            @Dependency(\.startupS252) var s252
            sink.take(s252.make())
            @Dependency(\.startupS253) var s253
            sink.take(s253.make())
            @Dependency(\.startupS254) var s254
            sink.take(s254.make())
            @Dependency(\.startupS255) var s255
            sink.take(s255.make())
            @Dependency(\.startupS256) var s256
            sink.take(s256.make())
            @Dependency(\.startupS257) var s257
            sink.take(s257.make())
            @Dependency(\.startupS258) var s258
            sink.take(s258.make())
            @Dependency(\.startupS259) var s259
            sink.take(s259.make())
            @Dependency(\.startupS260) var s260
            sink.take(s260.make())
            @Dependency(\.startupS261) var s261
            sink.take(s261.make())
            @Dependency(\.startupS262) var s262
            sink.take(s262.make())
            @Dependency(\.startupS263) var s263
            sink.take(s263.make())
            @Dependency(\.startupS264) var s264
            sink.take(s264.make())
            @Dependency(\.startupS265) var s265
            sink.take(s265.make())
            @Dependency(\.startupS266) var s266
            sink.take(s266.make())
            @Dependency(\.startupS267) var s267
            sink.take(s267.make())
            @Dependency(\.startupS268) var s268
            sink.take(s268.make())
            @Dependency(\.startupS269) var s269
            sink.take(s269.make())
            @Dependency(\.startupS270) var s270
            sink.take(s270.make())
            @Dependency(\.startupS271) var s271
            sink.take(s271.make())
            @Dependency(\.startupS272) var s272
            sink.take(s272.make())
            @Dependency(\.startupS273) var s273
            sink.take(s273.make())
            @Dependency(\.startupS274) var s274
            sink.take(s274.make())
            @Dependency(\.startupS275) var s275
            sink.take(s275.make())
            @Dependency(\.startupS276) var s276
            sink.take(s276.make())
            @Dependency(\.startupS277) var s277
            sink.take(s277.make())
            @Dependency(\.startupS278) var s278
            sink.take(s278.make())
            @Dependency(\.startupS279) var s279
            sink.take(s279.make())
            @Dependency(\.startupS280) var s280
            sink.take(s280.make())
            @Dependency(\.startupS281) var s281
            sink.take(s281.make())
            @Dependency(\.startupS282) var s282
            sink.take(s282.make())
            @Dependency(\.startupS283) var s283
            sink.take(s283.make())
            @Dependency(\.startupS284) var s284
            sink.take(s284.make())
            @Dependency(\.startupS285) var s285
            sink.take(s285.make())
            @Dependency(\.startupS286) var s286
            sink.take(s286.make())
            @Dependency(\.startupS287) var s287
            sink.take(s287.make())
            @Dependency(\.startupS288) var s288
            sink.take(s288.make())
            @Dependency(\.startupS289) var s289
            sink.take(s289.make())
            @Dependency(\.startupS290) var s290
            sink.take(s290.make())
            @Dependency(\.startupS291) var s291
            sink.take(s291.make())
            @Dependency(\.startupS292) var s292
            sink.take(s292.make())
            @Dependency(\.startupS293) var s293
            sink.take(s293.make())
            @Dependency(\.startupS294) var s294
            sink.take(s294.make())
            @Dependency(\.startupS295) var s295
            sink.take(s295.make())
            @Dependency(\.startupS296) var s296
            sink.take(s296.make())
            @Dependency(\.startupS297) var s297
            sink.take(s297.make())
            @Dependency(\.startupS298) var s298
            sink.take(s298.make())
            @Dependency(\.startupS299) var s299
            sink.take(s299.make())
            @Dependency(\.startupS300) var s300
            sink.take(s300.make())
            @Dependency(\.startupS301) var s301
            sink.take(s301.make())
            @Dependency(\.startupS302) var s302
            sink.take(s302.make())
            @Dependency(\.startupS303) var s303
            sink.take(s303.make())
            @Dependency(\.startupS304) var s304
            sink.take(s304.make())
            @Dependency(\.startupS305) var s305
            sink.take(s305.make())
            @Dependency(\.startupS306) var s306
            sink.take(s306.make())
            @Dependency(\.startupS307) var s307
            sink.take(s307.make())
            @Dependency(\.startupS308) var s308
            sink.take(s308.make())
            @Dependency(\.startupS309) var s309
            sink.take(s309.make())
            @Dependency(\.startupS310) var s310
            sink.take(s310.make())
            @Dependency(\.startupS311) var s311
            sink.take(s311.make())
            @Dependency(\.startupS312) var s312
            sink.take(s312.make())
            @Dependency(\.startupS313) var s313
            sink.take(s313.make())
            @Dependency(\.startupS314) var s314
            sink.take(s314.make())
            @Dependency(\.startupS315) var s315
            sink.take(s315.make())
            @Dependency(\.startupS316) var s316
            sink.take(s316.make())
            @Dependency(\.startupS317) var s317
            sink.take(s317.make())
            @Dependency(\.startupS318) var s318
            sink.take(s318.make())
            @Dependency(\.startupS319) var s319
            sink.take(s319.make())
            @Dependency(\.startupS320) var s320
            sink.take(s320.make())
            @Dependency(\.startupS321) var s321
            sink.take(s321.make())
            @Dependency(\.startupS322) var s322
            sink.take(s322.make())
            @Dependency(\.startupS323) var s323
            sink.take(s323.make())
            @Dependency(\.startupS324) var s324
            sink.take(s324.make())
            @Dependency(\.startupS325) var s325
            sink.take(s325.make())
            @Dependency(\.startupS326) var s326
            sink.take(s326.make())
            @Dependency(\.startupS327) var s327
            sink.take(s327.make())
            @Dependency(\.startupS328) var s328
            sink.take(s328.make())
            @Dependency(\.startupS329) var s329
            sink.take(s329.make())
            @Dependency(\.startupS330) var s330
            sink.take(s330.make())
            @Dependency(\.startupS331) var s331
            sink.take(s331.make())
            @Dependency(\.startupS332) var s332
            sink.take(s332.make())
            @Dependency(\.startupS333) var s333
            sink.take(s333.make())
            @Dependency(\.startupS334) var s334
            sink.take(s334.make())
            @Dependency(\.startupS335) var s335
            sink.take(s335.make())
            @Dependency(\.startupS336) var s336
            sink.take(s336.make())
            @Dependency(\.startupS337) var s337
            sink.take(s337.make())
            @Dependency(\.startupS338) var s338
            sink.take(s338.make())
            @Dependency(\.startupS339) var s339
            sink.take(s339.make())
            @Dependency(\.startupS340) var s340
            sink.take(s340.make())
            @Dependency(\.startupS341) var s341
            sink.take(s341.make())
            @Dependency(\.startupS342) var s342
            sink.take(s342.make())
            @Dependency(\.startupS343) var s343
            sink.take(s343.make())
            @Dependency(\.startupS344) var s344
            sink.take(s344.make())
            @Dependency(\.startupS345) var s345
            sink.take(s345.make())
            @Dependency(\.startupS346) var s346
            sink.take(s346.make())
            @Dependency(\.startupS347) var s347
            sink.take(s347.make())
            @Dependency(\.startupS348) var s348
            sink.take(s348.make())
            @Dependency(\.startupS349) var s349
            sink.take(s349.make())
            @Dependency(\.startupS350) var s350
            sink.take(s350.make())
            @Dependency(\.startupS351) var s351
            sink.take(s351.make())
            @Dependency(\.startupS352) var s352
            sink.take(s352.make())
            @Dependency(\.startupS353) var s353
            sink.take(s353.make())
            @Dependency(\.startupS354) var s354
            sink.take(s354.make())
            @Dependency(\.startupS355) var s355
            sink.take(s355.make())
            @Dependency(\.startupS356) var s356
            sink.take(s356.make())
            @Dependency(\.startupS357) var s357
            sink.take(s357.make())
            @Dependency(\.startupS358) var s358
            sink.take(s358.make())
            @Dependency(\.startupS359) var s359
            sink.take(s359.make())
            @Dependency(\.startupS360) var s360
            sink.take(s360.make())
            @Dependency(\.startupS361) var s361
            sink.take(s361.make())
            @Dependency(\.startupS362) var s362
            sink.take(s362.make())
            @Dependency(\.startupS363) var s363
            sink.take(s363.make())
            @Dependency(\.startupS364) var s364
            sink.take(s364.make())
            @Dependency(\.startupS365) var s365
            sink.take(s365.make())
            @Dependency(\.startupS366) var s366
            sink.take(s366.make())
            @Dependency(\.startupS367) var s367
            sink.take(s367.make())
            @Dependency(\.startupS368) var s368
            sink.take(s368.make())
            @Dependency(\.startupS369) var s369
            sink.take(s369.make())
            @Dependency(\.startupS370) var s370
            sink.take(s370.make())
            @Dependency(\.startupS371) var s371
            sink.take(s371.make())
            @Dependency(\.startupS372) var s372
            sink.take(s372.make())
            @Dependency(\.startupS373) var s373
            sink.take(s373.make())
            @Dependency(\.startupS374) var s374
            sink.take(s374.make())
            @Dependency(\.startupS375) var s375
            sink.take(s375.make())
            @Dependency(\.startupS376) var s376
            sink.take(s376.make())
            @Dependency(\.startupS377) var s377
            sink.take(s377.make())
            @Dependency(\.startupS378) var s378
            sink.take(s378.make())
            @Dependency(\.startupS379) var s379
            sink.take(s379.make())
            @Dependency(\.startupS380) var s380
            sink.take(s380.make())
            @Dependency(\.startupS381) var s381
            sink.take(s381.make())
            @Dependency(\.startupS382) var s382
            sink.take(s382.make())
            @Dependency(\.startupS383) var s383
            sink.take(s383.make())
            @Dependency(\.startupS384) var s384
            sink.take(s384.make())
            @Dependency(\.startupS385) var s385
            sink.take(s385.make())
            @Dependency(\.startupS386) var s386
            sink.take(s386.make())
            @Dependency(\.startupS387) var s387
            sink.take(s387.make())
            @Dependency(\.startupS388) var s388
            sink.take(s388.make())
            @Dependency(\.startupS389) var s389
            sink.take(s389.make())
            @Dependency(\.startupS390) var s390
            sink.take(s390.make())
            @Dependency(\.startupS391) var s391
            sink.take(s391.make())
            @Dependency(\.startupS392) var s392
            sink.take(s392.make())
            @Dependency(\.startupS393) var s393
            sink.take(s393.make())
            @Dependency(\.startupS394) var s394
            sink.take(s394.make())
            @Dependency(\.startupS395) var s395
            sink.take(s395.make())
            @Dependency(\.startupS396) var s396
            sink.take(s396.make())
            @Dependency(\.startupS397) var s397
            sink.take(s397.make())
            @Dependency(\.startupS398) var s398
            sink.take(s398.make())
            @Dependency(\.startupS399) var s399
            sink.take(s399.make())
            @Dependency(\.startupS400) var s400
            sink.take(s400.make())
            @Dependency(\.startupS401) var s401
            sink.take(s401.make())
            @Dependency(\.startupS402) var s402
            sink.take(s402.make())
            @Dependency(\.startupS403) var s403
            sink.take(s403.make())
            @Dependency(\.startupS404) var s404
            sink.take(s404.make())
            @Dependency(\.startupS405) var s405
            sink.take(s405.make())
            @Dependency(\.startupS406) var s406
            sink.take(s406.make())
            @Dependency(\.startupS407) var s407
            sink.take(s407.make())
            @Dependency(\.startupS408) var s408
            sink.take(s408.make())
            @Dependency(\.startupS409) var s409
            sink.take(s409.make())
            @Dependency(\.startupS410) var s410
            sink.take(s410.make())
            @Dependency(\.startupS411) var s411
            sink.take(s411.make())
            @Dependency(\.startupS412) var s412
            sink.take(s412.make())
            @Dependency(\.startupS413) var s413
            sink.take(s413.make())
            @Dependency(\.startupS414) var s414
            sink.take(s414.make())
            @Dependency(\.startupS415) var s415
            sink.take(s415.make())
            @Dependency(\.startupS416) var s416
            sink.take(s416.make())
            @Dependency(\.startupS417) var s417
            sink.take(s417.make())
            @Dependency(\.startupS418) var s418
            sink.take(s418.make())
            @Dependency(\.startupS419) var s419
            sink.take(s419.make())
            @Dependency(\.startupS420) var s420
            sink.take(s420.make())
            @Dependency(\.startupS421) var s421
            sink.take(s421.make())
            @Dependency(\.startupS422) var s422
            sink.take(s422.make())
            @Dependency(\.startupS423) var s423
            sink.take(s423.make())
            @Dependency(\.startupS424) var s424
            sink.take(s424.make())
            @Dependency(\.startupS425) var s425
            sink.take(s425.make())
            @Dependency(\.startupS426) var s426
            sink.take(s426.make())
            @Dependency(\.startupS427) var s427
            sink.take(s427.make())
            @Dependency(\.startupS428) var s428
            sink.take(s428.make())
            @Dependency(\.startupS429) var s429
            sink.take(s429.make())
            @Dependency(\.startupS430) var s430
            sink.take(s430.make())
            @Dependency(\.startupS431) var s431
            sink.take(s431.make())
            @Dependency(\.startupS432) var s432
            sink.take(s432.make())
            @Dependency(\.startupS433) var s433
            sink.take(s433.make())
            @Dependency(\.startupS434) var s434
            sink.take(s434.make())
            @Dependency(\.startupS435) var s435
            sink.take(s435.make())
            @Dependency(\.startupS436) var s436
            sink.take(s436.make())
            @Dependency(\.startupS437) var s437
            sink.take(s437.make())
            @Dependency(\.startupS438) var s438
            sink.take(s438.make())
            @Dependency(\.startupS439) var s439
            sink.take(s439.make())
            @Dependency(\.startupS440) var s440
            sink.take(s440.make())
            @Dependency(\.startupS441) var s441
            sink.take(s441.make())
            @Dependency(\.startupS442) var s442
            sink.take(s442.make())
            @Dependency(\.startupS443) var s443
            sink.take(s443.make())
            @Dependency(\.startupS444) var s444
            sink.take(s444.make())
            @Dependency(\.startupS445) var s445
            sink.take(s445.make())
            @Dependency(\.startupS446) var s446
            sink.take(s446.make())
            @Dependency(\.startupS447) var s447
            sink.take(s447.make())
            @Dependency(\.startupS448) var s448
            sink.take(s448.make())
            @Dependency(\.startupS449) var s449
            sink.take(s449.make())
            @Dependency(\.startupS450) var s450
            sink.take(s450.make())
            @Dependency(\.startupS451) var s451
            sink.take(s451.make())
            @Dependency(\.startupS452) var s452
            sink.take(s452.make())
            @Dependency(\.startupS453) var s453
            sink.take(s453.make())
            @Dependency(\.startupS454) var s454
            sink.take(s454.make())
            @Dependency(\.startupS455) var s455
            sink.take(s455.make())
            @Dependency(\.startupS456) var s456
            sink.take(s456.make())
            @Dependency(\.startupS457) var s457
            sink.take(s457.make())
            @Dependency(\.startupS458) var s458
            sink.take(s458.make())
            @Dependency(\.startupS459) var s459
            sink.take(s459.make())
            @Dependency(\.startupS460) var s460
            sink.take(s460.make())
            @Dependency(\.startupS461) var s461
            sink.take(s461.make())
            @Dependency(\.startupS462) var s462
            sink.take(s462.make())
            @Dependency(\.startupS463) var s463
            sink.take(s463.make())
            @Dependency(\.startupS464) var s464
            sink.take(s464.make())
            @Dependency(\.startupS465) var s465
            sink.take(s465.make())
            @Dependency(\.startupS466) var s466
            sink.take(s466.make())
            @Dependency(\.startupS467) var s467
            sink.take(s467.make())
            @Dependency(\.startupS468) var s468
            sink.take(s468.make())
            @Dependency(\.startupS469) var s469
            sink.take(s469.make())
            @Dependency(\.startupS470) var s470
            sink.take(s470.make())
            @Dependency(\.startupS471) var s471
            sink.take(s471.make())
            @Dependency(\.startupS472) var s472
            sink.take(s472.make())
            @Dependency(\.startupS473) var s473
            sink.take(s473.make())
            @Dependency(\.startupS474) var s474
            sink.take(s474.make())
            @Dependency(\.startupS475) var s475
            sink.take(s475.make())
            @Dependency(\.startupS476) var s476
            sink.take(s476.make())
            @Dependency(\.startupS477) var s477
            sink.take(s477.make())
            @Dependency(\.startupS478) var s478
            sink.take(s478.make())
            @Dependency(\.startupS479) var s479
            sink.take(s479.make())
            @Dependency(\.startupS480) var s480
            sink.take(s480.make())
            @Dependency(\.startupS481) var s481
            sink.take(s481.make())
            @Dependency(\.startupS482) var s482
            sink.take(s482.make())
            @Dependency(\.startupS483) var s483
            sink.take(s483.make())
            @Dependency(\.startupS484) var s484
            sink.take(s484.make())
            @Dependency(\.startupS485) var s485
            sink.take(s485.make())
            @Dependency(\.startupS486) var s486
            sink.take(s486.make())
            @Dependency(\.startupS487) var s487
            sink.take(s487.make())
            @Dependency(\.startupS488) var s488
            sink.take(s488.make())
            @Dependency(\.startupS489) var s489
            sink.take(s489.make())
            @Dependency(\.startupS490) var s490
            sink.take(s490.make())
            @Dependency(\.startupS491) var s491
            sink.take(s491.make())
            @Dependency(\.startupS492) var s492
            sink.take(s492.make())
            @Dependency(\.startupS493) var s493
            sink.take(s493.make())
            @Dependency(\.startupS494) var s494
            sink.take(s494.make())
            @Dependency(\.startupS495) var s495
            sink.take(s495.make())
            @Dependency(\.startupS496) var s496
            sink.take(s496.make())
            @Dependency(\.startupS497) var s497
            sink.take(s497.make())
            @Dependency(\.startupS498) var s498
            sink.take(s498.make())
            @Dependency(\.startupS499) var s499
            sink.take(s499.make())
        }
    }
}

extension DependencyValues {
    var startupS000: Factory<any Startup.S000> { self[Startup.S000Key.self] }
    var startupS001: Factory<any Startup.S001> { self[Startup.S001Key.self] }
    var startupS002: Factory<any Startup.S002> { self[Startup.S002Key.self] }
    var startupS003: Factory<any Startup.S003> { self[Startup.S003Key.self] }
    var startupS004: Factory<any Startup.S004> { self[Startup.S004Key.self] }
    var startupS005: Factory<any Startup.S005> { self[Startup.S005Key.self] }
    var startupS006: Factory<any Startup.S006> { self[Startup.S006Key.self] }
    var startupS007: Factory<any Startup.S007> { self[Startup.S007Key.self] }
    var startupS008: Factory<any Startup.S008> { self[Startup.S008Key.self] }
    var startupS009: Factory<any Startup.S009> { self[Startup.S009Key.self] }
    var startupS010: Factory<any Startup.S010> { self[Startup.S010Key.self] }
    var startupS011: Factory<any Startup.S011> { self[Startup.S011Key.self] }
    var startupS012: Factory<any Startup.S012> { self[Startup.S012Key.self] }
    var startupS013: Factory<any Startup.S013> { self[Startup.S013Key.self] }
    var startupS014: Factory<any Startup.S014> { self[Startup.S014Key.self] }
    var startupS015: Factory<any Startup.S015> { self[Startup.S015Key.self] }
    var startupS016: Factory<any Startup.S016> { self[Startup.S016Key.self] }
    var startupS017: Factory<any Startup.S017> { self[Startup.S017Key.self] }
    var startupS018: Factory<any Startup.S018> { self[Startup.S018Key.self] }
    var startupS019: Factory<any Startup.S019> { self[Startup.S019Key.self] }
    var startupS020: Factory<any Startup.S020> { self[Startup.S020Key.self] }
    var startupS021: Factory<any Startup.S021> { self[Startup.S021Key.self] }
    var startupS022: Factory<any Startup.S022> { self[Startup.S022Key.self] }
    var startupS023: Factory<any Startup.S023> { self[Startup.S023Key.self] }
    var startupS024: Factory<any Startup.S024> { self[Startup.S024Key.self] }
    var startupS025: Factory<any Startup.S025> { self[Startup.S025Key.self] }
    var startupS026: Factory<any Startup.S026> { self[Startup.S026Key.self] }
    var startupS027: Factory<any Startup.S027> { self[Startup.S027Key.self] }
    var startupS028: Factory<any Startup.S028> { self[Startup.S028Key.self] }
    var startupS029: Factory<any Startup.S029> { self[Startup.S029Key.self] }
    var startupS030: Factory<any Startup.S030> { self[Startup.S030Key.self] }
    var startupS031: Factory<any Startup.S031> { self[Startup.S031Key.self] }
    var startupS032: Factory<any Startup.S032> { self[Startup.S032Key.self] }
    var startupS033: Factory<any Startup.S033> { self[Startup.S033Key.self] }
    var startupS034: Factory<any Startup.S034> { self[Startup.S034Key.self] }
    var startupS035: Factory<any Startup.S035> { self[Startup.S035Key.self] }
    var startupS036: Factory<any Startup.S036> { self[Startup.S036Key.self] }
    var startupS037: Factory<any Startup.S037> { self[Startup.S037Key.self] }
    var startupS038: Factory<any Startup.S038> { self[Startup.S038Key.self] }
    var startupS039: Factory<any Startup.S039> { self[Startup.S039Key.self] }
    var startupS040: Factory<any Startup.S040> { self[Startup.S040Key.self] }
    var startupS041: Factory<any Startup.S041> { self[Startup.S041Key.self] }
    var startupS042: Factory<any Startup.S042> { self[Startup.S042Key.self] }
    var startupS043: Factory<any Startup.S043> { self[Startup.S043Key.self] }
    var startupS044: Factory<any Startup.S044> { self[Startup.S044Key.self] }
    var startupS045: Factory<any Startup.S045> { self[Startup.S045Key.self] }
    var startupS046: Factory<any Startup.S046> { self[Startup.S046Key.self] }
    var startupS047: Factory<any Startup.S047> { self[Startup.S047Key.self] }
    var startupS048: Factory<any Startup.S048> { self[Startup.S048Key.self] }
    var startupS049: Factory<any Startup.S049> { self[Startup.S049Key.self] }
    var startupS050: Factory<any Startup.S050> { self[Startup.S050Key.self] }
    var startupS051: Factory<any Startup.S051> { self[Startup.S051Key.self] }
    var startupS052: Factory<any Startup.S052> { self[Startup.S052Key.self] }
    var startupS053: Factory<any Startup.S053> { self[Startup.S053Key.self] }
    var startupS054: Factory<any Startup.S054> { self[Startup.S054Key.self] }
    var startupS055: Factory<any Startup.S055> { self[Startup.S055Key.self] }
    var startupS056: Factory<any Startup.S056> { self[Startup.S056Key.self] }
    var startupS057: Factory<any Startup.S057> { self[Startup.S057Key.self] }
    var startupS058: Factory<any Startup.S058> { self[Startup.S058Key.self] }
    var startupS059: Factory<any Startup.S059> { self[Startup.S059Key.self] }
    var startupS060: Factory<any Startup.S060> { self[Startup.S060Key.self] }
    var startupS061: Factory<any Startup.S061> { self[Startup.S061Key.self] }
    var startupS062: Factory<any Startup.S062> { self[Startup.S062Key.self] }
    var startupS063: Factory<any Startup.S063> { self[Startup.S063Key.self] }
    var startupS064: Factory<any Startup.S064> { self[Startup.S064Key.self] }
    var startupS065: Factory<any Startup.S065> { self[Startup.S065Key.self] }
    var startupS066: Factory<any Startup.S066> { self[Startup.S066Key.self] }
    var startupS067: Factory<any Startup.S067> { self[Startup.S067Key.self] }
    var startupS068: Factory<any Startup.S068> { self[Startup.S068Key.self] }
    var startupS069: Factory<any Startup.S069> { self[Startup.S069Key.self] }
    var startupS070: Factory<any Startup.S070> { self[Startup.S070Key.self] }
    var startupS071: Factory<any Startup.S071> { self[Startup.S071Key.self] }
    var startupS072: Factory<any Startup.S072> { self[Startup.S072Key.self] }
    var startupS073: Factory<any Startup.S073> { self[Startup.S073Key.self] }
    var startupS074: Factory<any Startup.S074> { self[Startup.S074Key.self] }
    var startupS075: Factory<any Startup.S075> { self[Startup.S075Key.self] }
    var startupS076: Factory<any Startup.S076> { self[Startup.S076Key.self] }
    var startupS077: Factory<any Startup.S077> { self[Startup.S077Key.self] }
    var startupS078: Factory<any Startup.S078> { self[Startup.S078Key.self] }
    var startupS079: Factory<any Startup.S079> { self[Startup.S079Key.self] }
    var startupS080: Factory<any Startup.S080> { self[Startup.S080Key.self] }
    var startupS081: Factory<any Startup.S081> { self[Startup.S081Key.self] }
    var startupS082: Factory<any Startup.S082> { self[Startup.S082Key.self] }
    var startupS083: Factory<any Startup.S083> { self[Startup.S083Key.self] }
    var startupS084: Factory<any Startup.S084> { self[Startup.S084Key.self] }
    var startupS085: Factory<any Startup.S085> { self[Startup.S085Key.self] }
    var startupS086: Factory<any Startup.S086> { self[Startup.S086Key.self] }
    var startupS087: Factory<any Startup.S087> { self[Startup.S087Key.self] }
    var startupS088: Factory<any Startup.S088> { self[Startup.S088Key.self] }
    var startupS089: Factory<any Startup.S089> { self[Startup.S089Key.self] }
    var startupS090: Factory<any Startup.S090> { self[Startup.S090Key.self] }
    var startupS091: Factory<any Startup.S091> { self[Startup.S091Key.self] }
    var startupS092: Factory<any Startup.S092> { self[Startup.S092Key.self] }
    var startupS093: Factory<any Startup.S093> { self[Startup.S093Key.self] }
    var startupS094: Factory<any Startup.S094> { self[Startup.S094Key.self] }
    var startupS095: Factory<any Startup.S095> { self[Startup.S095Key.self] }
    var startupS096: Factory<any Startup.S096> { self[Startup.S096Key.self] }
    var startupS097: Factory<any Startup.S097> { self[Startup.S097Key.self] }
    var startupS098: Factory<any Startup.S098> { self[Startup.S098Key.self] }
    var startupS099: Factory<any Startup.S099> { self[Startup.S099Key.self] }
    var startupS100: Factory<any Startup.S100> { self[Startup.S100Key.self] }
    var startupS101: Factory<any Startup.S101> { self[Startup.S101Key.self] }
    var startupS102: Factory<any Startup.S102> { self[Startup.S102Key.self] }
    var startupS103: Factory<any Startup.S103> { self[Startup.S103Key.self] }
    var startupS104: Factory<any Startup.S104> { self[Startup.S104Key.self] }
    var startupS105: Factory<any Startup.S105> { self[Startup.S105Key.self] }
    var startupS106: Factory<any Startup.S106> { self[Startup.S106Key.self] }
    var startupS107: Factory<any Startup.S107> { self[Startup.S107Key.self] }
    var startupS108: Factory<any Startup.S108> { self[Startup.S108Key.self] }
    var startupS109: Factory<any Startup.S109> { self[Startup.S109Key.self] }
    var startupS110: Factory<any Startup.S110> { self[Startup.S110Key.self] }
    var startupS111: Factory<any Startup.S111> { self[Startup.S111Key.self] }
    var startupS112: Factory<any Startup.S112> { self[Startup.S112Key.self] }
    var startupS113: Factory<any Startup.S113> { self[Startup.S113Key.self] }
    var startupS114: Factory<any Startup.S114> { self[Startup.S114Key.self] }
    var startupS115: Factory<any Startup.S115> { self[Startup.S115Key.self] }
    var startupS116: Factory<any Startup.S116> { self[Startup.S116Key.self] }
    var startupS117: Factory<any Startup.S117> { self[Startup.S117Key.self] }
    var startupS118: Factory<any Startup.S118> { self[Startup.S118Key.self] }
    var startupS119: Factory<any Startup.S119> { self[Startup.S119Key.self] }
    var startupS120: Factory<any Startup.S120> { self[Startup.S120Key.self] }
    var startupS121: Factory<any Startup.S121> { self[Startup.S121Key.self] }
    var startupS122: Factory<any Startup.S122> { self[Startup.S122Key.self] }
    var startupS123: Factory<any Startup.S123> { self[Startup.S123Key.self] }
    var startupS124: Factory<any Startup.S124> { self[Startup.S124Key.self] }
    var startupS125: Factory<any Startup.S125> { self[Startup.S125Key.self] }
    var startupS126: Factory<any Startup.S126> { self[Startup.S126Key.self] }
    var startupS127: Factory<any Startup.S127> { self[Startup.S127Key.self] }
    var startupS128: Factory<any Startup.S128> { self[Startup.S128Key.self] }
    var startupS129: Factory<any Startup.S129> { self[Startup.S129Key.self] }
    var startupS130: Factory<any Startup.S130> { self[Startup.S130Key.self] }
    var startupS131: Factory<any Startup.S131> { self[Startup.S131Key.self] }
    var startupS132: Factory<any Startup.S132> { self[Startup.S132Key.self] }
    var startupS133: Factory<any Startup.S133> { self[Startup.S133Key.self] }
    var startupS134: Factory<any Startup.S134> { self[Startup.S134Key.self] }
    var startupS135: Factory<any Startup.S135> { self[Startup.S135Key.self] }
    var startupS136: Factory<any Startup.S136> { self[Startup.S136Key.self] }
    var startupS137: Factory<any Startup.S137> { self[Startup.S137Key.self] }
    var startupS138: Factory<any Startup.S138> { self[Startup.S138Key.self] }
    var startupS139: Factory<any Startup.S139> { self[Startup.S139Key.self] }
    var startupS140: Factory<any Startup.S140> { self[Startup.S140Key.self] }
    var startupS141: Factory<any Startup.S141> { self[Startup.S141Key.self] }
    var startupS142: Factory<any Startup.S142> { self[Startup.S142Key.self] }
    var startupS143: Factory<any Startup.S143> { self[Startup.S143Key.self] }
    var startupS144: Factory<any Startup.S144> { self[Startup.S144Key.self] }
    var startupS145: Factory<any Startup.S145> { self[Startup.S145Key.self] }
    var startupS146: Factory<any Startup.S146> { self[Startup.S146Key.self] }
    var startupS147: Factory<any Startup.S147> { self[Startup.S147Key.self] }
    var startupS148: Factory<any Startup.S148> { self[Startup.S148Key.self] }
    var startupS149: Factory<any Startup.S149> { self[Startup.S149Key.self] }
    var startupS150: Factory<any Startup.S150> { self[Startup.S150Key.self] }
    var startupS151: Factory<any Startup.S151> { self[Startup.S151Key.self] }
    var startupS152: Factory<any Startup.S152> { self[Startup.S152Key.self] }
    var startupS153: Factory<any Startup.S153> { self[Startup.S153Key.self] }
    var startupS154: Factory<any Startup.S154> { self[Startup.S154Key.self] }
    var startupS155: Factory<any Startup.S155> { self[Startup.S155Key.self] }
    var startupS156: Factory<any Startup.S156> { self[Startup.S156Key.self] }
    var startupS157: Factory<any Startup.S157> { self[Startup.S157Key.self] }
    var startupS158: Factory<any Startup.S158> { self[Startup.S158Key.self] }
    var startupS159: Factory<any Startup.S159> { self[Startup.S159Key.self] }
    var startupS160: Factory<any Startup.S160> { self[Startup.S160Key.self] }
    var startupS161: Factory<any Startup.S161> { self[Startup.S161Key.self] }
    var startupS162: Factory<any Startup.S162> { self[Startup.S162Key.self] }
    var startupS163: Factory<any Startup.S163> { self[Startup.S163Key.self] }
    var startupS164: Factory<any Startup.S164> { self[Startup.S164Key.self] }
    var startupS165: Factory<any Startup.S165> { self[Startup.S165Key.self] }
    var startupS166: Factory<any Startup.S166> { self[Startup.S166Key.self] }
    var startupS167: Factory<any Startup.S167> { self[Startup.S167Key.self] }
    var startupS168: Factory<any Startup.S168> { self[Startup.S168Key.self] }
    var startupS169: Factory<any Startup.S169> { self[Startup.S169Key.self] }
    var startupS170: Factory<any Startup.S170> { self[Startup.S170Key.self] }
    var startupS171: Factory<any Startup.S171> { self[Startup.S171Key.self] }
    var startupS172: Factory<any Startup.S172> { self[Startup.S172Key.self] }
    var startupS173: Factory<any Startup.S173> { self[Startup.S173Key.self] }
    var startupS174: Factory<any Startup.S174> { self[Startup.S174Key.self] }
    var startupS175: Factory<any Startup.S175> { self[Startup.S175Key.self] }
    var startupS176: Factory<any Startup.S176> { self[Startup.S176Key.self] }
    var startupS177: Factory<any Startup.S177> { self[Startup.S177Key.self] }
    var startupS178: Factory<any Startup.S178> { self[Startup.S178Key.self] }
    var startupS179: Factory<any Startup.S179> { self[Startup.S179Key.self] }
    var startupS180: Factory<any Startup.S180> { self[Startup.S180Key.self] }
    var startupS181: Factory<any Startup.S181> { self[Startup.S181Key.self] }
    var startupS182: Factory<any Startup.S182> { self[Startup.S182Key.self] }
    var startupS183: Factory<any Startup.S183> { self[Startup.S183Key.self] }
    var startupS184: Factory<any Startup.S184> { self[Startup.S184Key.self] }
    var startupS185: Factory<any Startup.S185> { self[Startup.S185Key.self] }
    var startupS186: Factory<any Startup.S186> { self[Startup.S186Key.self] }
    var startupS187: Factory<any Startup.S187> { self[Startup.S187Key.self] }
    var startupS188: Factory<any Startup.S188> { self[Startup.S188Key.self] }
    var startupS189: Factory<any Startup.S189> { self[Startup.S189Key.self] }
    var startupS190: Factory<any Startup.S190> { self[Startup.S190Key.self] }
    var startupS191: Factory<any Startup.S191> { self[Startup.S191Key.self] }
    var startupS192: Factory<any Startup.S192> { self[Startup.S192Key.self] }
    var startupS193: Factory<any Startup.S193> { self[Startup.S193Key.self] }
    var startupS194: Factory<any Startup.S194> { self[Startup.S194Key.self] }
    var startupS195: Factory<any Startup.S195> { self[Startup.S195Key.self] }
    var startupS196: Factory<any Startup.S196> { self[Startup.S196Key.self] }
    var startupS197: Factory<any Startup.S197> { self[Startup.S197Key.self] }
    var startupS198: Factory<any Startup.S198> { self[Startup.S198Key.self] }
    var startupS199: Factory<any Startup.S199> { self[Startup.S199Key.self] }
    var startupS200: Factory<any Startup.S200> { self[Startup.S200Key.self] }
    var startupS201: Factory<any Startup.S201> { self[Startup.S201Key.self] }
    var startupS202: Factory<any Startup.S202> { self[Startup.S202Key.self] }
    var startupS203: Factory<any Startup.S203> { self[Startup.S203Key.self] }
    var startupS204: Factory<any Startup.S204> { self[Startup.S204Key.self] }
    var startupS205: Factory<any Startup.S205> { self[Startup.S205Key.self] }
    var startupS206: Factory<any Startup.S206> { self[Startup.S206Key.self] }
    var startupS207: Factory<any Startup.S207> { self[Startup.S207Key.self] }
    var startupS208: Factory<any Startup.S208> { self[Startup.S208Key.self] }
    var startupS209: Factory<any Startup.S209> { self[Startup.S209Key.self] }
    var startupS210: Factory<any Startup.S210> { self[Startup.S210Key.self] }
    var startupS211: Factory<any Startup.S211> { self[Startup.S211Key.self] }
    var startupS212: Factory<any Startup.S212> { self[Startup.S212Key.self] }
    var startupS213: Factory<any Startup.S213> { self[Startup.S213Key.self] }
    var startupS214: Factory<any Startup.S214> { self[Startup.S214Key.self] }
    var startupS215: Factory<any Startup.S215> { self[Startup.S215Key.self] }
    var startupS216: Factory<any Startup.S216> { self[Startup.S216Key.self] }
    var startupS217: Factory<any Startup.S217> { self[Startup.S217Key.self] }
    var startupS218: Factory<any Startup.S218> { self[Startup.S218Key.self] }
    var startupS219: Factory<any Startup.S219> { self[Startup.S219Key.self] }
    var startupS220: Factory<any Startup.S220> { self[Startup.S220Key.self] }
    var startupS221: Factory<any Startup.S221> { self[Startup.S221Key.self] }
    var startupS222: Factory<any Startup.S222> { self[Startup.S222Key.self] }
    var startupS223: Factory<any Startup.S223> { self[Startup.S223Key.self] }
    var startupS224: Factory<any Startup.S224> { self[Startup.S224Key.self] }
    var startupS225: Factory<any Startup.S225> { self[Startup.S225Key.self] }
    var startupS226: Factory<any Startup.S226> { self[Startup.S226Key.self] }
    var startupS227: Factory<any Startup.S227> { self[Startup.S227Key.self] }
    var startupS228: Factory<any Startup.S228> { self[Startup.S228Key.self] }
    var startupS229: Factory<any Startup.S229> { self[Startup.S229Key.self] }
    var startupS230: Factory<any Startup.S230> { self[Startup.S230Key.self] }
    var startupS231: Factory<any Startup.S231> { self[Startup.S231Key.self] }
    var startupS232: Factory<any Startup.S232> { self[Startup.S232Key.self] }
    var startupS233: Factory<any Startup.S233> { self[Startup.S233Key.self] }
    var startupS234: Factory<any Startup.S234> { self[Startup.S234Key.self] }
    var startupS235: Factory<any Startup.S235> { self[Startup.S235Key.self] }
    var startupS236: Factory<any Startup.S236> { self[Startup.S236Key.self] }
    var startupS237: Factory<any Startup.S237> { self[Startup.S237Key.self] }
    var startupS238: Factory<any Startup.S238> { self[Startup.S238Key.self] }
    var startupS239: Factory<any Startup.S239> { self[Startup.S239Key.self] }
    var startupS240: Factory<any Startup.S240> { self[Startup.S240Key.self] }
    var startupS241: Factory<any Startup.S241> { self[Startup.S241Key.self] }
    var startupS242: Factory<any Startup.S242> { self[Startup.S242Key.self] }
    var startupS243: Factory<any Startup.S243> { self[Startup.S243Key.self] }
    var startupS244: Factory<any Startup.S244> { self[Startup.S244Key.self] }
    var startupS245: Factory<any Startup.S245> { self[Startup.S245Key.self] }
    var startupS246: Factory<any Startup.S246> { self[Startup.S246Key.self] }
    var startupS247: Factory<any Startup.S247> { self[Startup.S247Key.self] }
    var startupS248: Factory<any Startup.S248> { self[Startup.S248Key.self] }
    var startupS249: Factory<any Startup.S249> { self[Startup.S249Key.self] }
    var startupS250: Factory<any Startup.S250> { self[Startup.S250Key.self] }
    var startupS251: Factory<any Startup.S251> { self[Startup.S251Key.self] }
    var startupS252: Factory<any Startup.S252> { self[Startup.S252Key.self] }
    var startupS253: Factory<any Startup.S253> { self[Startup.S253Key.self] }
    var startupS254: Factory<any Startup.S254> { self[Startup.S254Key.self] }
    var startupS255: Factory<any Startup.S255> { self[Startup.S255Key.self] }
    var startupS256: Factory<any Startup.S256> { self[Startup.S256Key.self] }
    var startupS257: Factory<any Startup.S257> { self[Startup.S257Key.self] }
    var startupS258: Factory<any Startup.S258> { self[Startup.S258Key.self] }
    var startupS259: Factory<any Startup.S259> { self[Startup.S259Key.self] }
    var startupS260: Factory<any Startup.S260> { self[Startup.S260Key.self] }
    var startupS261: Factory<any Startup.S261> { self[Startup.S261Key.self] }
    var startupS262: Factory<any Startup.S262> { self[Startup.S262Key.self] }
    var startupS263: Factory<any Startup.S263> { self[Startup.S263Key.self] }
    var startupS264: Factory<any Startup.S264> { self[Startup.S264Key.self] }
    var startupS265: Factory<any Startup.S265> { self[Startup.S265Key.self] }
    var startupS266: Factory<any Startup.S266> { self[Startup.S266Key.self] }
    var startupS267: Factory<any Startup.S267> { self[Startup.S267Key.self] }
    var startupS268: Factory<any Startup.S268> { self[Startup.S268Key.self] }
    var startupS269: Factory<any Startup.S269> { self[Startup.S269Key.self] }
    var startupS270: Factory<any Startup.S270> { self[Startup.S270Key.self] }
    var startupS271: Factory<any Startup.S271> { self[Startup.S271Key.self] }
    var startupS272: Factory<any Startup.S272> { self[Startup.S272Key.self] }
    var startupS273: Factory<any Startup.S273> { self[Startup.S273Key.self] }
    var startupS274: Factory<any Startup.S274> { self[Startup.S274Key.self] }
    var startupS275: Factory<any Startup.S275> { self[Startup.S275Key.self] }
    var startupS276: Factory<any Startup.S276> { self[Startup.S276Key.self] }
    var startupS277: Factory<any Startup.S277> { self[Startup.S277Key.self] }
    var startupS278: Factory<any Startup.S278> { self[Startup.S278Key.self] }
    var startupS279: Factory<any Startup.S279> { self[Startup.S279Key.self] }
    var startupS280: Factory<any Startup.S280> { self[Startup.S280Key.self] }
    var startupS281: Factory<any Startup.S281> { self[Startup.S281Key.self] }
    var startupS282: Factory<any Startup.S282> { self[Startup.S282Key.self] }
    var startupS283: Factory<any Startup.S283> { self[Startup.S283Key.self] }
    var startupS284: Factory<any Startup.S284> { self[Startup.S284Key.self] }
    var startupS285: Factory<any Startup.S285> { self[Startup.S285Key.self] }
    var startupS286: Factory<any Startup.S286> { self[Startup.S286Key.self] }
    var startupS287: Factory<any Startup.S287> { self[Startup.S287Key.self] }
    var startupS288: Factory<any Startup.S288> { self[Startup.S288Key.self] }
    var startupS289: Factory<any Startup.S289> { self[Startup.S289Key.self] }
    var startupS290: Factory<any Startup.S290> { self[Startup.S290Key.self] }
    var startupS291: Factory<any Startup.S291> { self[Startup.S291Key.self] }
    var startupS292: Factory<any Startup.S292> { self[Startup.S292Key.self] }
    var startupS293: Factory<any Startup.S293> { self[Startup.S293Key.self] }
    var startupS294: Factory<any Startup.S294> { self[Startup.S294Key.self] }
    var startupS295: Factory<any Startup.S295> { self[Startup.S295Key.self] }
    var startupS296: Factory<any Startup.S296> { self[Startup.S296Key.self] }
    var startupS297: Factory<any Startup.S297> { self[Startup.S297Key.self] }
    var startupS298: Factory<any Startup.S298> { self[Startup.S298Key.self] }
    var startupS299: Factory<any Startup.S299> { self[Startup.S299Key.self] }
    var startupS300: Factory<any Startup.S300> { self[Startup.S300Key.self] }
    var startupS301: Factory<any Startup.S301> { self[Startup.S301Key.self] }
    var startupS302: Factory<any Startup.S302> { self[Startup.S302Key.self] }
    var startupS303: Factory<any Startup.S303> { self[Startup.S303Key.self] }
    var startupS304: Factory<any Startup.S304> { self[Startup.S304Key.self] }
    var startupS305: Factory<any Startup.S305> { self[Startup.S305Key.self] }
    var startupS306: Factory<any Startup.S306> { self[Startup.S306Key.self] }
    var startupS307: Factory<any Startup.S307> { self[Startup.S307Key.self] }
    var startupS308: Factory<any Startup.S308> { self[Startup.S308Key.self] }
    var startupS309: Factory<any Startup.S309> { self[Startup.S309Key.self] }
    var startupS310: Factory<any Startup.S310> { self[Startup.S310Key.self] }
    var startupS311: Factory<any Startup.S311> { self[Startup.S311Key.self] }
    var startupS312: Factory<any Startup.S312> { self[Startup.S312Key.self] }
    var startupS313: Factory<any Startup.S313> { self[Startup.S313Key.self] }
    var startupS314: Factory<any Startup.S314> { self[Startup.S314Key.self] }
    var startupS315: Factory<any Startup.S315> { self[Startup.S315Key.self] }
    var startupS316: Factory<any Startup.S316> { self[Startup.S316Key.self] }
    var startupS317: Factory<any Startup.S317> { self[Startup.S317Key.self] }
    var startupS318: Factory<any Startup.S318> { self[Startup.S318Key.self] }
    var startupS319: Factory<any Startup.S319> { self[Startup.S319Key.self] }
    var startupS320: Factory<any Startup.S320> { self[Startup.S320Key.self] }
    var startupS321: Factory<any Startup.S321> { self[Startup.S321Key.self] }
    var startupS322: Factory<any Startup.S322> { self[Startup.S322Key.self] }
    var startupS323: Factory<any Startup.S323> { self[Startup.S323Key.self] }
    var startupS324: Factory<any Startup.S324> { self[Startup.S324Key.self] }
    var startupS325: Factory<any Startup.S325> { self[Startup.S325Key.self] }
    var startupS326: Factory<any Startup.S326> { self[Startup.S326Key.self] }
    var startupS327: Factory<any Startup.S327> { self[Startup.S327Key.self] }
    var startupS328: Factory<any Startup.S328> { self[Startup.S328Key.self] }
    var startupS329: Factory<any Startup.S329> { self[Startup.S329Key.self] }
    var startupS330: Factory<any Startup.S330> { self[Startup.S330Key.self] }
    var startupS331: Factory<any Startup.S331> { self[Startup.S331Key.self] }
    var startupS332: Factory<any Startup.S332> { self[Startup.S332Key.self] }
    var startupS333: Factory<any Startup.S333> { self[Startup.S333Key.self] }
    var startupS334: Factory<any Startup.S334> { self[Startup.S334Key.self] }
    var startupS335: Factory<any Startup.S335> { self[Startup.S335Key.self] }
    var startupS336: Factory<any Startup.S336> { self[Startup.S336Key.self] }
    var startupS337: Factory<any Startup.S337> { self[Startup.S337Key.self] }
    var startupS338: Factory<any Startup.S338> { self[Startup.S338Key.self] }
    var startupS339: Factory<any Startup.S339> { self[Startup.S339Key.self] }
    var startupS340: Factory<any Startup.S340> { self[Startup.S340Key.self] }
    var startupS341: Factory<any Startup.S341> { self[Startup.S341Key.self] }
    var startupS342: Factory<any Startup.S342> { self[Startup.S342Key.self] }
    var startupS343: Factory<any Startup.S343> { self[Startup.S343Key.self] }
    var startupS344: Factory<any Startup.S344> { self[Startup.S344Key.self] }
    var startupS345: Factory<any Startup.S345> { self[Startup.S345Key.self] }
    var startupS346: Factory<any Startup.S346> { self[Startup.S346Key.self] }
    var startupS347: Factory<any Startup.S347> { self[Startup.S347Key.self] }
    var startupS348: Factory<any Startup.S348> { self[Startup.S348Key.self] }
    var startupS349: Factory<any Startup.S349> { self[Startup.S349Key.self] }
    var startupS350: Factory<any Startup.S350> { self[Startup.S350Key.self] }
    var startupS351: Factory<any Startup.S351> { self[Startup.S351Key.self] }
    var startupS352: Factory<any Startup.S352> { self[Startup.S352Key.self] }
    var startupS353: Factory<any Startup.S353> { self[Startup.S353Key.self] }
    var startupS354: Factory<any Startup.S354> { self[Startup.S354Key.self] }
    var startupS355: Factory<any Startup.S355> { self[Startup.S355Key.self] }
    var startupS356: Factory<any Startup.S356> { self[Startup.S356Key.self] }
    var startupS357: Factory<any Startup.S357> { self[Startup.S357Key.self] }
    var startupS358: Factory<any Startup.S358> { self[Startup.S358Key.self] }
    var startupS359: Factory<any Startup.S359> { self[Startup.S359Key.self] }
    var startupS360: Factory<any Startup.S360> { self[Startup.S360Key.self] }
    var startupS361: Factory<any Startup.S361> { self[Startup.S361Key.self] }
    var startupS362: Factory<any Startup.S362> { self[Startup.S362Key.self] }
    var startupS363: Factory<any Startup.S363> { self[Startup.S363Key.self] }
    var startupS364: Factory<any Startup.S364> { self[Startup.S364Key.self] }
    var startupS365: Factory<any Startup.S365> { self[Startup.S365Key.self] }
    var startupS366: Factory<any Startup.S366> { self[Startup.S366Key.self] }
    var startupS367: Factory<any Startup.S367> { self[Startup.S367Key.self] }
    var startupS368: Factory<any Startup.S368> { self[Startup.S368Key.self] }
    var startupS369: Factory<any Startup.S369> { self[Startup.S369Key.self] }
    var startupS370: Factory<any Startup.S370> { self[Startup.S370Key.self] }
    var startupS371: Factory<any Startup.S371> { self[Startup.S371Key.self] }
    var startupS372: Factory<any Startup.S372> { self[Startup.S372Key.self] }
    var startupS373: Factory<any Startup.S373> { self[Startup.S373Key.self] }
    var startupS374: Factory<any Startup.S374> { self[Startup.S374Key.self] }
    var startupS375: Factory<any Startup.S375> { self[Startup.S375Key.self] }
    var startupS376: Factory<any Startup.S376> { self[Startup.S376Key.self] }
    var startupS377: Factory<any Startup.S377> { self[Startup.S377Key.self] }
    var startupS378: Factory<any Startup.S378> { self[Startup.S378Key.self] }
    var startupS379: Factory<any Startup.S379> { self[Startup.S379Key.self] }
    var startupS380: Factory<any Startup.S380> { self[Startup.S380Key.self] }
    var startupS381: Factory<any Startup.S381> { self[Startup.S381Key.self] }
    var startupS382: Factory<any Startup.S382> { self[Startup.S382Key.self] }
    var startupS383: Factory<any Startup.S383> { self[Startup.S383Key.self] }
    var startupS384: Factory<any Startup.S384> { self[Startup.S384Key.self] }
    var startupS385: Factory<any Startup.S385> { self[Startup.S385Key.self] }
    var startupS386: Factory<any Startup.S386> { self[Startup.S386Key.self] }
    var startupS387: Factory<any Startup.S387> { self[Startup.S387Key.self] }
    var startupS388: Factory<any Startup.S388> { self[Startup.S388Key.self] }
    var startupS389: Factory<any Startup.S389> { self[Startup.S389Key.self] }
    var startupS390: Factory<any Startup.S390> { self[Startup.S390Key.self] }
    var startupS391: Factory<any Startup.S391> { self[Startup.S391Key.self] }
    var startupS392: Factory<any Startup.S392> { self[Startup.S392Key.self] }
    var startupS393: Factory<any Startup.S393> { self[Startup.S393Key.self] }
    var startupS394: Factory<any Startup.S394> { self[Startup.S394Key.self] }
    var startupS395: Factory<any Startup.S395> { self[Startup.S395Key.self] }
    var startupS396: Factory<any Startup.S396> { self[Startup.S396Key.self] }
    var startupS397: Factory<any Startup.S397> { self[Startup.S397Key.self] }
    var startupS398: Factory<any Startup.S398> { self[Startup.S398Key.self] }
    var startupS399: Factory<any Startup.S399> { self[Startup.S399Key.self] }
    var startupS400: Factory<any Startup.S400> { self[Startup.S400Key.self] }
    var startupS401: Factory<any Startup.S401> { self[Startup.S401Key.self] }
    var startupS402: Factory<any Startup.S402> { self[Startup.S402Key.self] }
    var startupS403: Factory<any Startup.S403> { self[Startup.S403Key.self] }
    var startupS404: Factory<any Startup.S404> { self[Startup.S404Key.self] }
    var startupS405: Factory<any Startup.S405> { self[Startup.S405Key.self] }
    var startupS406: Factory<any Startup.S406> { self[Startup.S406Key.self] }
    var startupS407: Factory<any Startup.S407> { self[Startup.S407Key.self] }
    var startupS408: Factory<any Startup.S408> { self[Startup.S408Key.self] }
    var startupS409: Factory<any Startup.S409> { self[Startup.S409Key.self] }
    var startupS410: Factory<any Startup.S410> { self[Startup.S410Key.self] }
    var startupS411: Factory<any Startup.S411> { self[Startup.S411Key.self] }
    var startupS412: Factory<any Startup.S412> { self[Startup.S412Key.self] }
    var startupS413: Factory<any Startup.S413> { self[Startup.S413Key.self] }
    var startupS414: Factory<any Startup.S414> { self[Startup.S414Key.self] }
    var startupS415: Factory<any Startup.S415> { self[Startup.S415Key.self] }
    var startupS416: Factory<any Startup.S416> { self[Startup.S416Key.self] }
    var startupS417: Factory<any Startup.S417> { self[Startup.S417Key.self] }
    var startupS418: Factory<any Startup.S418> { self[Startup.S418Key.self] }
    var startupS419: Factory<any Startup.S419> { self[Startup.S419Key.self] }
    var startupS420: Factory<any Startup.S420> { self[Startup.S420Key.self] }
    var startupS421: Factory<any Startup.S421> { self[Startup.S421Key.self] }
    var startupS422: Factory<any Startup.S422> { self[Startup.S422Key.self] }
    var startupS423: Factory<any Startup.S423> { self[Startup.S423Key.self] }
    var startupS424: Factory<any Startup.S424> { self[Startup.S424Key.self] }
    var startupS425: Factory<any Startup.S425> { self[Startup.S425Key.self] }
    var startupS426: Factory<any Startup.S426> { self[Startup.S426Key.self] }
    var startupS427: Factory<any Startup.S427> { self[Startup.S427Key.self] }
    var startupS428: Factory<any Startup.S428> { self[Startup.S428Key.self] }
    var startupS429: Factory<any Startup.S429> { self[Startup.S429Key.self] }
    var startupS430: Factory<any Startup.S430> { self[Startup.S430Key.self] }
    var startupS431: Factory<any Startup.S431> { self[Startup.S431Key.self] }
    var startupS432: Factory<any Startup.S432> { self[Startup.S432Key.self] }
    var startupS433: Factory<any Startup.S433> { self[Startup.S433Key.self] }
    var startupS434: Factory<any Startup.S434> { self[Startup.S434Key.self] }
    var startupS435: Factory<any Startup.S435> { self[Startup.S435Key.self] }
    var startupS436: Factory<any Startup.S436> { self[Startup.S436Key.self] }
    var startupS437: Factory<any Startup.S437> { self[Startup.S437Key.self] }
    var startupS438: Factory<any Startup.S438> { self[Startup.S438Key.self] }
    var startupS439: Factory<any Startup.S439> { self[Startup.S439Key.self] }
    var startupS440: Factory<any Startup.S440> { self[Startup.S440Key.self] }
    var startupS441: Factory<any Startup.S441> { self[Startup.S441Key.self] }
    var startupS442: Factory<any Startup.S442> { self[Startup.S442Key.self] }
    var startupS443: Factory<any Startup.S443> { self[Startup.S443Key.self] }
    var startupS444: Factory<any Startup.S444> { self[Startup.S444Key.self] }
    var startupS445: Factory<any Startup.S445> { self[Startup.S445Key.self] }
    var startupS446: Factory<any Startup.S446> { self[Startup.S446Key.self] }
    var startupS447: Factory<any Startup.S447> { self[Startup.S447Key.self] }
    var startupS448: Factory<any Startup.S448> { self[Startup.S448Key.self] }
    var startupS449: Factory<any Startup.S449> { self[Startup.S449Key.self] }
    var startupS450: Factory<any Startup.S450> { self[Startup.S450Key.self] }
    var startupS451: Factory<any Startup.S451> { self[Startup.S451Key.self] }
    var startupS452: Factory<any Startup.S452> { self[Startup.S452Key.self] }
    var startupS453: Factory<any Startup.S453> { self[Startup.S453Key.self] }
    var startupS454: Factory<any Startup.S454> { self[Startup.S454Key.self] }
    var startupS455: Factory<any Startup.S455> { self[Startup.S455Key.self] }
    var startupS456: Factory<any Startup.S456> { self[Startup.S456Key.self] }
    var startupS457: Factory<any Startup.S457> { self[Startup.S457Key.self] }
    var startupS458: Factory<any Startup.S458> { self[Startup.S458Key.self] }
    var startupS459: Factory<any Startup.S459> { self[Startup.S459Key.self] }
    var startupS460: Factory<any Startup.S460> { self[Startup.S460Key.self] }
    var startupS461: Factory<any Startup.S461> { self[Startup.S461Key.self] }
    var startupS462: Factory<any Startup.S462> { self[Startup.S462Key.self] }
    var startupS463: Factory<any Startup.S463> { self[Startup.S463Key.self] }
    var startupS464: Factory<any Startup.S464> { self[Startup.S464Key.self] }
    var startupS465: Factory<any Startup.S465> { self[Startup.S465Key.self] }
    var startupS466: Factory<any Startup.S466> { self[Startup.S466Key.self] }
    var startupS467: Factory<any Startup.S467> { self[Startup.S467Key.self] }
    var startupS468: Factory<any Startup.S468> { self[Startup.S468Key.self] }
    var startupS469: Factory<any Startup.S469> { self[Startup.S469Key.self] }
    var startupS470: Factory<any Startup.S470> { self[Startup.S470Key.self] }
    var startupS471: Factory<any Startup.S471> { self[Startup.S471Key.self] }
    var startupS472: Factory<any Startup.S472> { self[Startup.S472Key.self] }
    var startupS473: Factory<any Startup.S473> { self[Startup.S473Key.self] }
    var startupS474: Factory<any Startup.S474> { self[Startup.S474Key.self] }
    var startupS475: Factory<any Startup.S475> { self[Startup.S475Key.self] }
    var startupS476: Factory<any Startup.S476> { self[Startup.S476Key.self] }
    var startupS477: Factory<any Startup.S477> { self[Startup.S477Key.self] }
    var startupS478: Factory<any Startup.S478> { self[Startup.S478Key.self] }
    var startupS479: Factory<any Startup.S479> { self[Startup.S479Key.self] }
    var startupS480: Factory<any Startup.S480> { self[Startup.S480Key.self] }
    var startupS481: Factory<any Startup.S481> { self[Startup.S481Key.self] }
    var startupS482: Factory<any Startup.S482> { self[Startup.S482Key.self] }
    var startupS483: Factory<any Startup.S483> { self[Startup.S483Key.self] }
    var startupS484: Factory<any Startup.S484> { self[Startup.S484Key.self] }
    var startupS485: Factory<any Startup.S485> { self[Startup.S485Key.self] }
    var startupS486: Factory<any Startup.S486> { self[Startup.S486Key.self] }
    var startupS487: Factory<any Startup.S487> { self[Startup.S487Key.self] }
    var startupS488: Factory<any Startup.S488> { self[Startup.S488Key.self] }
    var startupS489: Factory<any Startup.S489> { self[Startup.S489Key.self] }
    var startupS490: Factory<any Startup.S490> { self[Startup.S490Key.self] }
    var startupS491: Factory<any Startup.S491> { self[Startup.S491Key.self] }
    var startupS492: Factory<any Startup.S492> { self[Startup.S492Key.self] }
    var startupS493: Factory<any Startup.S493> { self[Startup.S493Key.self] }
    var startupS494: Factory<any Startup.S494> { self[Startup.S494Key.self] }
    var startupS495: Factory<any Startup.S495> { self[Startup.S495Key.self] }
    var startupS496: Factory<any Startup.S496> { self[Startup.S496Key.self] }
    var startupS497: Factory<any Startup.S497> { self[Startup.S497Key.self] }
    var startupS498: Factory<any Startup.S498> { self[Startup.S498Key.self] }
    var startupS499: Factory<any Startup.S499> { self[Startup.S499Key.self] }
}
