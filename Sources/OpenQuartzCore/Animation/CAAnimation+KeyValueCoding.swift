import Foundation

extension CAAnimation {
    /// Key-value coding of the timing properties and of arbitrary keys (Apple
    /// stores any key on an animation; the farewell demo keeps a layer under
    /// "remove").
    func kvcValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime": return beginTime
        case "duration": return duration
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "fillMode": return fillMode
        case "timingFunction": return timingFunction
        case "delegate": return delegate
        case "removedOnCompletion": return isRemovedOnCompletion
        default: return extraValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    func kvcSetValue(_ value: Any?, forKey key: String) {
        let v = AnimatableValue(value)
        switch key {
        case "beginTime": if let d = v.number { beginTime = d } else { wrongType(key, value) }
        case "duration": if let d = v.number { duration = d } else { wrongType(key, value) }
        case "speed": if let d = v.number { speed = Float(d) } else { wrongType(key, value) }
        case "timeOffset": if let d = v.number { timeOffset = d } else { wrongType(key, value) }
        case "repeatCount": if let d = v.number { repeatCount = Float(d) } else { wrongType(key, value) }
        case "repeatDuration": if let d = v.number { repeatDuration = d } else { wrongType(key, value) }
        case "autoreverses": autoreverses = AnimatableValue.truthValue(value)
        case "removedOnCompletion": isRemovedOnCompletion = AnimatableValue.truthValue(value)
        case "fillMode":
            if let f = value as? CAMediaTimingFillMode { fillMode = f }
            else if let s = value as? String { fillMode = CAMediaTimingFillMode(rawValue: s) }
            else { wrongType(key, value) }
        case "timingFunction":
            if value == nil { timingFunction = nil }
            else if let f = value as? CAMediaTimingFunction { timingFunction = f } else { wrongType(key, value) }
        default: extraValues[key] = value
        }
    }

    private func wrongType(_ key: String, _ value: Any?) {
        CADiagnostics.report("\(type(of: self)).setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is the wrong type; ignored")
    }
}
